import type { Locale } from '../i18n/routing';
import { colorFamily, colorSlug, readColor, sortFamilies, type ColorKind } from './color-families';
import type { ListGender } from './types';

/** A height range in cm; either end may be open. */
export type HeightRange = { min: number | null; max: number | null };

/**
 * What a visitor narrows a talents list by, as the URL query holds it:
 * `?q=ana&height=170-180&hair=blonde&eyes=blue&eyes=green&gender=woman` (docs/product.md, "Search
 * and filters"). Hair and eyes are colour families (color-families.ts), several at once, each
 * written in the page's language and read in any.
 */
export type ListFilters = {
  /** The name search as typed; matching ignores case, accents and surrounding spaces. */
  q: string;
  height: HeightRange | null;
  /** Colour families, any of which passes; in the families' order. */
  hair: readonly string[];
  eyes: readonly string[];
  gender: ListGender | null;
};

export const FILTER_PARAMS = ['q', 'height', 'hair', 'eyes', 'gender'] as const;

export const NO_FILTERS: ListFilters = {
  q: '',
  height: null,
  hair: [],
  eyes: [],
  gender: null,
};

/** Heights a person can have, in cm: anything outside is a typo, not a filter. */
const HEIGHT_BOUNDS = { min: 30, max: 250 } as const;
const MAX_QUERY_LENGTH = 80;
/** More colours than any list has: beyond, a URL was not made by the filters. */
const MAX_COLORS = 20;

export function parseFilters(query: URLSearchParams): ListFilters {
  const gender = query.get('gender');
  return {
    q: (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    height: parseHeight(query.get('height')),
    hair: parseColors('hair', query.getAll('hair')),
    eyes: parseColors('eyes', query.getAll('eyes')),
    gender: gender === 'woman' || gender === 'man' ? gender : null,
  };
}

/**
 * The query with these filters, in the page's language: other parameters are kept, in place;
 * the filters follow them in a fixed order, and those at their default are left out, so an
 * unfiltered list has a clean URL and one view has one URL.
 */
export function writeFilters(
  filters: ListFilters,
  base: URLSearchParams,
  locale: Locale,
): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) query.delete(name);
  if (filters.q.trim()) query.append('q', filters.q);
  const height = formatHeight(filters.height);
  if (height) query.append('height', height);
  for (const kind of ['hair', 'eyes'] as const)
    for (const id of sortFamilies(kind, filters[kind]))
      query.append(kind, colorSlug(kind, id, locale));
  if (filters.gender) query.append('gender', filters.gender);
  return query;
}

/** The query as the page's language writes it; the same string when it already is. */
export function canonicalQuery(search: string, locale: Locale): string {
  const query = new URLSearchParams(search);
  return writeFilters(parseFilters(query), query, locale).toString();
}

/** One string per view, whatever the language: for telling two views apart. */
export function filtersKey(filters: ListFilters): string {
  return JSON.stringify([
    filters.q.trim() ? filters.q : '',
    formatHeight(filters.height),
    sortFamilies('hair', filters.hair),
    sortFamilies('eyes', filters.eyes),
    filters.gender,
  ]);
}

/**
 * The filters of a query, to take along to a sibling list in the page's language; `gender` only
 * when the link keeps it. Several colours are a list, which links write as repeated parameters.
 */
export function carriedFilters(
  search: string,
  keepGender: boolean,
  locale: Locale,
): Record<string, string | string[]> {
  const query = writeFilters(
    parseFilters(new URLSearchParams(search)),
    new URLSearchParams(),
    locale,
  );
  if (!keepGender) query.delete('gender');
  return queryRecord(query);
}

/** A query as links take it (`{ pathname, query }`): a list for a repeated parameter. */
export function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    record[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
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

/** Colour families from repeated or comma-separated values, in any language; unknown forms dropped. */
function parseColors(kind: ColorKind, values: readonly string[]): string[] {
  const words = values.flatMap((value) => value.split(',')).slice(0, MAX_COLORS);
  const families = words.flatMap((word) => readColor(kind, word) ?? []);
  return sortFamilies(kind, families);
}

export function hasFilters(filters: ListFilters): boolean {
  return Boolean(
    filters.q.trim() ||
    filters.height ||
    filters.hair.length ||
    filters.eyes.length ||
    filters.gender,
  );
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

/** What the filters know of a talent from its measures: height in cm and colour families. */
export type MeasureFacts = { height: number | null; hair: string | null; eyes: string | null };

/**
 * What the filters know of a talent from its measures: height in cm and the colours' families
 * (color-families.ts), each null when unknown.
 */
export function measureFacts(
  measures: Partial<Record<'height' | 'hair' | 'eyes', string | null>>,
): MeasureFacts {
  return {
    height: heightCm(measures.height),
    hair: colorFamily('hair', measures.hair),
    eyes: colorFamily('eyes', measures.eyes),
  };
}

/** What a card says about its talent, as the filters read it; `name` already folded. */
export type CardFacts = MeasureFacts & { name: string; gender: string };
