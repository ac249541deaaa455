import { colorKey } from '../format/colors';
import type { ListGender } from '../integration/types';

/** A height range in cm; either end may be open. */
export type HeightRange = { min: number | null; max: number | null };

/**
 * What a visitor narrows a talents list by (issue 12), as the URL query holds it:
 * `?q=ana&height=170-180&hair=loiro&eyes=azuis&gender=woman`. Colours are the language-free keys
 * of lib/format/colors.ts, so a link shared from one language opens the same view in another.
 */
export type ListFilters = {
  /** The name search as typed; matching ignores case, accents and surrounding spaces. */
  q: string;
  height: HeightRange | null;
  hair: string | null;
  eyes: string | null;
  gender: ListGender | null;
};

export const FILTER_PARAMS = ['q', 'height', 'hair', 'eyes', 'gender'] as const;

export const NO_FILTERS: ListFilters = {
  q: '',
  height: null,
  hair: null,
  eyes: null,
  gender: null,
};

/** Heights a person can have, in cm: anything outside is a typo, not a filter. */
const HEIGHT_BOUNDS = { min: 30, max: 250 } as const;
const MAX_QUERY_LENGTH = 80;

export function parseFilters(query: URLSearchParams): ListFilters {
  const gender = query.get('gender');
  return {
    q: (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    height: parseHeight(query.get('height')),
    hair: parseColor(query.get('hair')),
    eyes: parseColor(query.get('eyes')),
    gender: gender === 'woman' || gender === 'man' ? gender : null,
  };
}

/**
 * The query with these filters: other parameters are kept in place, filters at their default are
 * left out, so an unfiltered list has a clean URL.
 */
export function writeFilters(filters: ListFilters, base: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(base);
  const values: Record<(typeof FILTER_PARAMS)[number], string | null> = {
    q: filters.q.trim() ? filters.q : null,
    height: formatHeight(filters.height),
    hair: filters.hair,
    eyes: filters.eyes,
    gender: filters.gender,
  };
  for (const name of FILTER_PARAMS) {
    const value = values[name];
    if (value) query.set(name, value);
    else query.delete(name);
  }
  return query;
}

/**
 * The filters of a query, to take along to a sibling list; `gender` only when the link keeps it.
 */
export function carriedFilters(search: string, keepGender: boolean): Record<string, string> {
  const query = writeFilters(parseFilters(new URLSearchParams(search)), new URLSearchParams());
  if (!keepGender) query.delete('gender');
  return Object.fromEntries(query);
}

/** '170-180', '170-' (from 170) or '-180' (up to 180); reversed ends are swapped. */
export function parseHeight(value: string | null): HeightRange | null {
  const match = /^(\d{2,3})?-(\d{2,3})?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const ends = [match[1], match[2]].map((end) => (end === undefined ? null : Number(end)));
  if (ends.some((end) => end !== null && (end < HEIGHT_BOUNDS.min || end > HEIGHT_BOUNDS.max)))
    return null;
  const [first = null, second = null] = ends;
  if (first === null && second === null) return null;
  if (first !== null && second !== null && first > second) return { min: second, max: first };
  return { min: first, max: second };
}

export function formatHeight(range: HeightRange | null): string | null {
  if (!range || (range.min === null && range.max === null)) return null;
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

function parseColor(value: string | null): string | null {
  return value && /^[a-z0-9_]{1,40}$/.test(value) ? value : null;
}

export function hasFilters(filters: ListFilters): boolean {
  return writeFilters(filters, new URLSearchParams()).size > 0;
}

/** Lower case without accents, for matching names as people type them ('Lucía' ~ 'lucia'). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A talent's height in cm from a metric/imperial pair ('170/5.7' → 170); null when unknown. */
export function heightCm(value: string | null | undefined): number | null {
  const cm = Number(/^\s*(\d{2,3})(?:[.,]\d+)?\s*(?:\/|$)/.exec(value ?? '')?.[1]);
  return Number.isInteger(cm) && cm >= HEIGHT_BOUNDS.min && cm <= HEIGHT_BOUNDS.max ? cm : null;
}

/** What the filters know of a talent from its measures: height in cm and colour keys. */
export type MeasureFacts = { height: number | null; hair: string | null; eyes: string | null };

/**
 * What the filters know of a talent from its measures: height in cm and the colours' keys, each
 * null when unknown.
 */
export function measureFacts(
  measures: Partial<Record<'height' | 'hair' | 'eyes', string | null>>,
): MeasureFacts {
  return {
    height: heightCm(measures.height),
    hair: colorOf(measures.hair),
    eyes: colorOf(measures.eyes),
  };
}

function colorOf(value: string | null | undefined): string | null {
  return value?.trim() ? colorKey(value) || null : null;
}

/** What a card says about its talent, as the filters read it; `name` already folded. */
export type CardFacts = MeasureFacts & { name: string; gender: string };

/** The filters with the name search split into folded words, ready to test many cards. */
export type PreparedFilters = Omit<ListFilters, 'q'> & { words: string[] };

export function prepareFilters(filters: ListFilters): PreparedFilters {
  const { q, ...rest } = filters;
  return { ...rest, words: foldText(q).split(/\s+/).filter(Boolean) };
}

/** Whether a card passes every filter; a set filter excludes talents whose value is unknown. */
export function matchesFilters(card: CardFacts, filters: PreparedFilters): boolean {
  if (filters.gender && card.gender !== filters.gender) return false;
  if (filters.hair && card.hair !== filters.hair) return false;
  if (filters.eyes && card.eyes !== filters.eyes) return false;
  const { height } = filters;
  if (height) {
    if (card.height === null) return false;
    if (height.min !== null && card.height < height.min) return false;
    if (height.max !== null && card.height > height.max) return false;
  }
  return filters.words.every((word) => card.name.includes(word));
}
