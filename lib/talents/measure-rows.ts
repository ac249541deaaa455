import { translateColor } from '../format/colors';
import { imperialMeasure, type OtherUnits, type ShoeWearer } from '../format/units';
import type { Locale } from '../i18n/routing';
import { CATEGORY_IDS } from './constants.mjs';
import { formatMeasure, measureUnit } from './measure-format';
import type { Gender, MeasureKey, Measures } from './types';

/** The order agencies print measures in: body, then sizes, then colours. */
export const MEASURE_ORDER: readonly MeasureKey[] = [
  'height',
  'bust',
  'waist',
  'hips',
  'jeans',
  'suit',
  'shoes',
  'eyes',
  'hair',
];

type BustLabel = 'chest' | 'bustChest';

const BUST_LABELS: Record<Gender, BustLabel | 'bust'> = {
  woman: 'bust',
  man: 'chest',
  neutral: 'bustChest',
};

/**
 * A measure as shown: its label, its value and, for a number, its unit ('cm', 'EU'...) and, when it
 * has one, its imperial form (docs/product.md, "Units"). Without one it reads the same in both.
 */
export type MeasureRow = {
  key: MeasureKey;
  label: string;
  value: string;
  unit: string | null;
  imperial: OtherUnits | null;
};

/** Whose shoe scales a talent's sizes are read on (lib/format/units.ts). */
export function shoeWearer(talent: { gender: Gender; categories: readonly number[] }): ShoeWearer {
  if (talent.categories.includes(CATEGORY_IDS.kids)) return 'children';
  return talent.gender === 'woman' ? 'women' : talent.gender === 'man' ? 'men' : 'adult';
}

type Translate = {
  /** The page's language: decimals are written as it writes them. */
  locale: Locale;
  /** A measure's label (Measures namespace); bust is 'chest' for men, 'bustChest' when neutral. */
  label: (key: BustLabel | MeasureKey) => string;
  /** A colour key's name in the page's language (Colors namespace), or null. */
  color: (key: string) => string | null;
};

/** The talent measureRows shows: its gender labels bust or chest, and picks the shoe scales. */
type Wearer = { gender: Gender; categories: readonly number[] };

/**
 * A talent's known measures as they are shown (docs/product.md, "Measures"), in the page's
 * language: metric part of each pair with its imperial form beside it (docs/product.md, "Units"),
 * Brazilian sizes as 'NN BR', hair and eye colours translated from Portuguese.
 */
export function measureRows(
  measures: Measures,
  talent: Wearer,
  t: Translate,
  keys: readonly MeasureKey[] = MEASURE_ORDER,
): MeasureRow[] {
  const wearer = shoeWearer(talent);
  return keys.flatMap((key) => {
    const raw = measures[key];
    const color = key === 'eyes' || key === 'hair';
    const value = color ? translateColor(raw, t.color) : formatMeasure(raw, t.locale);
    const imperial = color ? null : imperialMeasure(key, raw, wearer, t.locale);
    return value
      ? [
          {
            key,
            label: measureLabel(key, talent.gender, t),
            value,
            unit: measureUnit(key, value),
            imperial,
          },
        ]
      : [];
  });
}

/**
 * A measure's label: the application form labels bust as chest for men; profiles and cards follow
 * it, with a neutral label for a talent of neither gender.
 */
export function measureLabel(key: MeasureKey, gender: Gender, t: Pick<Translate, 'label'>): string {
  return t.label(key === 'bust' ? BUST_LABELS[gender] : key);
}
