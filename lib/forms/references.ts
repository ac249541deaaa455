import 'server-only';

import { AppError, type FieldErrors } from '@/lib/errors';
import { locales } from '@/lib/i18n/routing';
import { log } from '@/lib/log/log.mjs';
import type { Application, Place } from '@/lib/schemas/application';
import { encodeModels, type QuoteTalent } from '@/lib/schemas/quote';
import { getAttributes, getTalent, talentsByIds } from '@/lib/services/talents';
import type { Option } from '@/lib/talents/types';

import { TALENT_LANGUAGE } from '../talents/constants.mjs';

// What a form names by id or value must exist in the integration API: the browser only ever
// offers values from its lists, so anything else was made up. Reads go through the same cached
// reads the pages use; a back-end that cannot answer makes the send a 502 like a panel failure.

/** Country, city and eye colour of an application must be options of the attribute lists. */
export async function checkApplicationOptions(application: Application): Promise<void> {
  const fields: FieldErrors = {};
  await guarded(async () => {
    if (
      !(await placeIn(
        (locale) => getAttributes(locale, undefined).then((a) => a.countries),
        application.country,
      ))
    ) {
      fields.country = ['option'];
    } else if (
      !(await placeIn(
        (locale) => getAttributes(locale, application.country.value).then((a) => a.cities),
        application.basedin,
      ))
    ) {
      fields.basedin = ['option'];
    }
    if (!(await isEyeColour(application.eyes))) fields.eyes = ['option'];
  });
  if (Object.keys(fields).length > 0) throw new AppError('invalid', { fields });
}

/**
 * The quote's talents as the panel gets them: each id must be a talent of the agency, and its
 * name is the agency's, not what the browser sent; the visitor's note on it goes with it. Unknown
 * ids are refused with 'unknownTalent'.
 */
export async function canonicalModels(talents: readonly QuoteTalent[]): Promise<string> {
  return guarded(async () => {
    const listed = await talentsByIds(talents.map((talent) => talent.id));
    const known = new Map(listed.talents.map((talent) => [talent.id, talent.name]));
    const found: QuoteTalent[] = [];
    let lookups = 0;
    for (const { id, note } of talents) {
      if (found.some((talent) => talent.id === id)) continue;
      // A talent on no list (a profile reached by its URL) is looked up, a few per send at most.
      const name = known.get(id) ?? (lookups++ < MAX_LOOKUPS ? await profileName(id) : null);
      if (name === null) throw new AppError('invalid', { fields: { models: ['unknownTalent'] } });
      // The name is the agency's; the note is the visitor's own, sent beside it.
      found.push(note ? { id, name, note } : { id, name });
    }
    return encodeModels(found);
  });
}

const MAX_LOOKUPS = 5;
async function profileName(id: number): Promise<string | null> {
  try {
    return (await getTalent(id, TALENT_LANGUAGE)).name;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** The id must be listed, and the label must be its text in one of the site's languages. */
async function placeIn(
  list: (locale: (typeof locales)[number]) => Promise<Option[]>,
  place: Place,
): Promise<boolean> {
  for (const locale of locales) {
    const option = (await list(locale)).find((item) => item.id === place.value);
    if (!option) return false;
    if (option.value === place.label) return true;
  }
  return false;
}

/**
 * Eye colours arrive in Portuguese whatever the language asked; the other lists are asked only if
 * needed.
 */
async function isEyeColour(value: string): Promise<boolean> {
  for (const locale of locales) {
    if ((await getAttributes(locale, undefined)).eyes.some((option) => option.value === value))
      return true;
  }
  return false;
}

/**
 * Our refusals ('invalid') pass; a back-end failure (any other error) is a 502, the send not
 * delivered.
 */
async function guarded<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid') throw error;
    log('forms').error({ err: error }, 'options could not be checked');
    throw new AppError('backend_unavailable');
  }
}
