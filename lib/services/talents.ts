import 'server-only';

import type { Locale } from '../i18n/routing';
import * as integration from '../integration';
import { TALENT_LIST_PAGINATE } from '../talents/constants.mjs';
import { pickSelection, SELECTION_SOURCES } from '../talents/selection';
import type { Attributes, Talent, TalentFilters, TalentSummary } from '../talents/types';

// What the pages, routes and forms read of the talents, answered by the integration adapter; the
// only way in to it (docs/architecture.md, "Layers and folders").

/** The talents of a list: in every category given, of the gender if one is, as a list shows them. */
export function listTalents(filters: TalentFilters): Promise<TalentSummary[]> {
  return integration.getTalents(filters, TALENT_LIST_PAGINATE);
}

/**
 * The talents of `ids`, in their order, as list cards (a shared selection, a comparison, the
 * cards' measures), and how many of the ids are no longer on any list. Picked from the lists'
 * own cached reads, so it costs no back-end call once the list pages are cached.
 */
export async function talentsByIds(
  ids: readonly number[],
): Promise<{ talents: TalentSummary[]; skipped: number }> {
  const lists = await Promise.all(SELECTION_SOURCES.map((filters) => listTalents(filters)));
  return pickSelection(ids, lists);
}

/** A talent's profile in a language, its missing texts taken from Portuguese (./fallback.ts). */
export function getTalent(id: number, language: Locale): Promise<Talent> {
  return integration.getTalent(id, language);
}

/** Countries and eye colours in a language; the cities of a country when one is given. */
export function getAttributes(language: Locale, countryId?: number): Promise<Attributes> {
  return integration.getAttributes(language, countryId);
}
