import type { Locale } from '../i18n/routing';
import type { MeasureKey } from './types';

/**
 * A measure as it is shown (docs/product.md, "Measures"): the metric part before '/' ('170/5.7' →
 * '170'); a Brazilian pair of sizes ('39x40') shows its first size plus ' BR'; a decimal as the
 * page's language writes it ('39.5' in English, '39,5' in Spanish and Portuguese). Empty values
 * give null (not shown).
 */
export function formatMeasure(value: string | null | undefined, locale: Locale): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.toLowerCase().includes('x')) {
    const first = trimmed.split(/x/i)[0]?.trim();
    return first ? `${localDecimal(first, locale)} BR` : null;
  }
  const metric = trimmed.split('/')[0]?.trim();
  return metric ? localDecimal(metric, locale) : null;
}

/**
 * A number written with a decimal point, as `locale` writes it: English keeps the point, Spanish
 * and Portuguese write a comma. Only a point between digits changes.
 */
export function localDecimal(text: string, locale: Locale): string {
  return locale === 'en' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2');
}

/**
 * The unit a measure's metric part is in: centimetres for body lengths, European sizes for
 * clothes and shoes. Colours have none.
 */
export const MEASURE_UNITS: Partial<Record<MeasureKey, string>> = {
  height: 'cm',
  bust: 'cm',
  waist: 'cm',
  hips: 'cm',
  jeans: 'EU',
  suit: 'EU',
  shoes: 'EU',
};

/**
 * The unit to show after a formatted measure: none for a value that is not a plain number (it
 * may carry its own) or for a Brazilian size, which already says BR.
 */
export function measureUnit(key: MeasureKey, shown: string | null): string | null {
  if (!shown || !/^\d+(?:[.,]\d+)?$/.test(shown)) return null;
  return MEASURE_UNITS[key] ?? null;
}
