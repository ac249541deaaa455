import { CATEGORY_IDS } from './constants.mjs';
import { parseTalentId } from './routes';
import type { TalentFilters } from './types';

/** The most talents a shared selection link may hold (issue 12). */
export const SELECTION_MAX = 50;

/** Between ids in the path: `/en/selection/12-45-78`. */
const SEPARATOR = '-';

export type SelectionIds =
  { kind: 'ids'; ids: number[] } | { kind: 'tooMany'; count: number } | { kind: 'invalid' };

/**
 * The ids of a selection path segment, in the sender's order and without repeats. Anything but
 * positive ids joined by '-' is not a selection (a 404); more than SELECTION_MAX is refused.
 */
export function parseSelectionIds(segment: string): SelectionIds {
  const parts = segment.split(SEPARATOR);
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseTalentId(part);
    if (id === null) return { kind: 'invalid' };
    if (!ids.includes(id)) ids.push(id);
    // Counting stops early: a huge segment costs no more than the limit.
    if (ids.length > SELECTION_MAX) return { kind: 'tooMany', count: new Set(parts).size };
  }
  return { kind: 'ids', ids };
}

/** The path segment of a selection; null when there is nothing or too much to share. */
export function selectionSegment(ids: readonly number[]): string | null {
  const unique = [...new Set(ids)];
  return unique.length > 0 && unique.length <= SELECTION_MAX ? unique.join(SEPARATOR) : null;
}

/**
 * Every talent is on one of these lists, the cached reads the list pages make: a selection is
 * picked from them instead of one profile call per id.
 */
export const SELECTION_SOURCES: readonly TalentFilters[] = [
  { categories: [CATEGORY_IDS.models] },
  { categories: [CATEGORY_IDS.talents] },
  { categories: [CATEGORY_IDS.newFaces] },
];

/** The talents of `ids` found in the lists, in the ids' order, and how many ids were not found. */
export function pickSelection<T extends { id: number }>(
  ids: readonly number[],
  lists: readonly (readonly T[])[],
): { talents: T[]; skipped: number } {
  const byId = new Map<number, T>();
  for (const list of lists)
    for (const talent of list) if (!byId.has(talent.id)) byId.set(talent.id, talent);
  const talents = ids.flatMap((id) => byId.get(id) ?? []);
  return { talents, skipped: ids.length - talents.length };
}
