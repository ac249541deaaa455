import { colorKey, translateColor } from '../format/colors';
import type { TalentSummary } from '../integration/types';
import { heightCm } from './filters';
import { countByGender, type GenderCounts } from './gender';

export type ColorOption = { value: string; label: string; count: number };

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
      talents.map((talent) => talent.measures.hair),
      translate,
      locale,
    ),
    eyes: colorOptions(
      talents.map((talent) => talent.measures.eyes),
      translate,
      locale,
    ),
    heights: heightSteps(talents.map((talent) => heightCm(talent.measures.height))),
    genders: countByGender(talents),
  };
}

/** One option per colour key (the API's Portuguese spellings vary: 'Loiro', 'loiro '), by label. */
export function colorOptions(
  values: readonly (string | null)[],
  translate: Translate,
  locale: string,
): ColorOption[] {
  const options = new Map<string, ColorOption>();
  for (const value of values) {
    const label = translateColor(value, translate);
    const key = value ? colorKey(value) : '';
    if (!label || !key) continue;
    const option = options.get(key);
    if (option) option.count += 1;
    else options.set(key, { value: key, label, count: 1 });
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label, locale));
}

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
