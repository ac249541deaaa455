import { foldText, type CardFacts, type HeightRange, type ListFilters } from './filters';
import type { ListGender } from './types';

/** The filters ready to test many cards: the name search in folded words, colours as sets. */
export type PreparedFilters = {
  words: string[];
  height: HeightRange | null;
  hair: ReadonlySet<string> | null;
  eyes: ReadonlySet<string> | null;
  gender: ListGender | null;
};

export function prepareFilters(filters: ListFilters): PreparedFilters {
  const colors = (families: readonly string[]) => (families.length ? new Set(families) : null);
  return {
    words: foldText(filters.q).split(/\s+/).filter(Boolean),
    height: filters.height,
    hair: colors(filters.hair),
    eyes: colors(filters.eyes),
    gender: filters.gender,
  };
}

/** Whether a card passes every filter; a set filter excludes talents whose value is unknown. */
export function matchesFilters(card: CardFacts, filters: PreparedFilters): boolean {
  return (
    passesOthers(card, filters) &&
    passesColor(card.hair, filters.hair) &&
    passesColor(card.eyes, filters.eyes)
  );
}

/** The name, height and gender filters: all but the colours, which have counts of their own. */
function passesOthers(card: CardFacts, filters: PreparedFilters): boolean {
  if (filters.gender && card.gender !== filters.gender) return false;
  const { height } = filters;
  if (height) {
    if (card.height === null) return false;
    if (height.min !== null && card.height < height.min) return false;
    if (height.max !== null && card.height > height.max) return false;
  }
  return filters.words.every((word) => card.name.includes(word));
}

function passesColor(family: string | null, chosen: ReadonlySet<string> | null): boolean {
  return chosen === null || (family !== null && chosen.has(family));
}

/**
 * How many talents each colour family would show, given every other filter: a hair family counts
 * the talents that pass the name, height, gender and eye filters and have that hair.
 */
export type FacetCounts = { hair: ReadonlyMap<string, number>; eyes: ReadonlyMap<string, number> };

/** Which cards pass, how many, and the colour families' counts, in one pass over the cards. */
export function matchCards(
  cards: readonly CardFacts[],
  filters: PreparedFilters,
): { matches: boolean[]; count: number; facets: FacetCounts } {
  const hair = new Map<string, number>();
  const eyes = new Map<string, number>();
  const add = (counts: Map<string, number>, family: string | null) => {
    if (family !== null) counts.set(family, (counts.get(family) ?? 0) + 1);
  };
  let count = 0;
  const matches = cards.map((card) => {
    if (!passesOthers(card, filters)) return false;
    const hairPasses = passesColor(card.hair, filters.hair);
    const eyesPass = passesColor(card.eyes, filters.eyes);
    if (eyesPass) add(hair, card.hair);
    if (hairPasses) add(eyes, card.eyes);
    const match = hairPasses && eyesPass;
    if (match) count += 1;
    return match;
  });
  return { matches, count, facets: { hair, eyes } };
}
