import { translateColor } from '../format/colors';
import { formatMeasure, measureUnit } from '../format/measures';
import type { Locale } from '../i18n/routing';
import type { Gender, MeasureKey, Measures } from '../integration/types';

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

const COLOR_KEYS: ReadonlySet<MeasureKey> = new Set(['eyes', 'hair']);

/** A measure as shown: its label, its value and, for a number, its unit ('cm', 'EU'...). */
export type MeasureRow = { key: MeasureKey; label: string; value: string; unit: string | null };

type Translate = {
  /** The page's language: decimals are written as it writes them. */
  locale: Locale;
  /** A measure's label (Measures namespace); bust is 'chest' for men, 'bustChest' when neutral. */
  label: (key: BustLabel | MeasureKey) => string;
  /** A colour key's name in the page's language (Colors namespace), or null. */
  color: (key: string) => string | null;
};

/**
 * A talent's known measures as they are shown (docs/product.md, "Measures"), in the page's
 * language: metric part of each pair, Brazilian sizes as 'NN BR', hair and eye colours translated
 * from Portuguese.
 */
export function measureRows(
  measures: Measures,
  gender: Gender,
  t: Translate,
  keys: readonly MeasureKey[] = MEASURE_ORDER,
): MeasureRow[] {
  return keys.flatMap((key) => {
    const raw = measures[key];
    const value = COLOR_KEYS.has(key) ? translateColor(raw, t.color) : formatMeasure(raw, t.locale);
    // The application form labels bust as chest for men; profiles and cards follow it, with a
    // neutral label for a talent of neither gender.
    return value
      ? [
          {
            key,
            label: t.label(key === 'bust' ? BUST_LABELS[gender] : key),
            value,
            unit: measureUnit(key, value),
          },
        ]
      : [];
  });
}
