import type { MeasureRow } from './measure-rows';
import { parseTalentId } from './routes';
import type { MeasureKey } from './types';

/**
 * The main measures a favorite's card shows (docs/product.md, "Favorites page"), in the profile's
 * order and formats: what a casting reads first.
 */
export const CARD_MEASURES: readonly MeasureKey[] = ['height', 'bust', 'waist', 'hips', 'shoes'];

/** The answer of app/api/talents/measures: each talent found, with its card's measures. */
export type CardMeasuresAnswer = { talents: { id: number; measures: MeasureRow[] }[] };

/** The most talents one request for card measures may name: a quote request's limit. */
export const CARD_MEASURES_MAX = 500;

/** Between ids in the request: `?ids=12-45-78`. */
const SEPARATOR = '-';

/** The query of a request for the measures of `ids` in `locale`. */
export function cardMeasuresQuery(ids: readonly number[], locale: string): string {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return new URLSearchParams({ lang: locale, ids: unique.join(SEPARATOR) }).toString();
}

/** The ids of such a request, without repeats; null when anything else is there or too many. */
export function parseCardMeasureIds(value: string | null): number[] | null {
  if (!value) return null;
  const parts = value.split(SEPARATOR);
  if (parts.length > CARD_MEASURES_MAX) return null;
  const ids = new Set<number>();
  for (const part of parts) {
    const id = parseTalentId(part);
    if (id === null) return null;
    ids.add(id);
  }
  return [...ids];
}
