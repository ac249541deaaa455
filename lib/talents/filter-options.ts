import { translateColor } from '../format/colors';
import { colorFamily, familyName, type ColorKind } from './color-families';
import { heightCm } from './filters';
import { countByGender, type GenderCounts } from './gender';
import type { TalentSummary } from './types';

/**
 * A colour family the list's talents have: its id, its name in the page's language, how many
 * talents have it, and the names of its other shades among them ('Light green', 'Dark green').
 */
export type ColorOption = { value: string; label: string; count: number; shades: string[] };

/** The choices a list's filters offer: only values its talents have, in the page's language. */
export type FilterOptions = {
  hair: ColorOption[];
  eyes: ColorOption[];
  /** Heights (cm) the range can start or end at, every 5 cm over the list's heights. */
  heights: number[];
  genders: GenderCounts;
};

const HEIGHT_STEP = 5;

type Translate = (key: string) => string | null;

export function filterOptions(
  talents: readonly TalentSummary[],
  translate: Translate,
  locale: string,
): FilterOptions {
  return {
    hair: colorOptions(
      'hair',
      talents.map((talent) => talent.measures.hair),
      translate,
      locale,
    ),
    eyes: colorOptions(
      'eyes',
      talents.map((talent) => talent.measures.eyes),
      translate,
      locale,
    ),
    heights: heightSteps(talents.map((talent) => heightCm(talent.measures.height))),
    genders: countByGender(talents),
  };
}

/**
 * One option per colour family (color-families.ts), by name: the API's spellings and shades of a
 * colour ('Loiro', 'loiro ', 'Loiro claro') are one choice. A colour of no known family is named as
 * it came.
 */
export function colorOptions(
  kind: ColorKind,
  values: readonly (string | null)[],
  translate: Translate,
  locale: string,
): ColorOption[] {
  const families = new Map<string, { count: number; first: string; shades: Set<string> }>();
  for (const value of values) {
    const id = colorFamily(kind, value);
    const label = translateColor(value, translate);
    if (!id || !value || !label) continue;
    const entry = families.get(id) ?? { count: 0, first: value, shades: new Set<string>() };
    entry.count += 1;
    entry.shades.add(label);
    families.set(id, entry);
  }
  const options = [...families].map(([id, { count, first, shades }]) => {
    const label = translate(familyName(kind, id)) ?? translateColor(first, translate) ?? id;
    shades.delete(label);
    return { value: id, label, count, shades: [...shades].sort(byText(locale)) };
  });
  return options.sort((a, b) => byText(locale)(a.label, b.label));
}

const byText = (locale: string) => (a: string, b: string) => a.localeCompare(b, locale);

export function heightSteps(heights: readonly (number | null)[]): number[] {
  const known = heights.filter((height): height is number => height !== null);
  if (known.length === 0) return [];
  const low = Math.floor(Math.min(...known) / HEIGHT_STEP) * HEIGHT_STEP;
  const high = Math.ceil(Math.max(...known) / HEIGHT_STEP) * HEIGHT_STEP;
  return Array.from(
    { length: (high - low) / HEIGHT_STEP + 1 },
    (_, index) => low + index * HEIGHT_STEP,
  );
}
