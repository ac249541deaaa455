const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count as the locale writes it. Whole numbers from 0 to 999 are written alike in every locale
 * the site serves (Latin digits, nothing to group), so they are returned as they are: a page's
 * first `Intl.NumberFormat` loads the browser's number data, which on a low-tier phone costs a
 * tap about 150 ms (docs/performance.md, "Counts in the browser").
 */
export function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(count);
}

type CountTexts<T> = {
  [K in keyof T as T[K] extends number ? `${K & string}Text` : never]: string;
};

/**
 * `values` with each number's text beside it (`count` → `countText`, by `formatCount`). Messages
 * the browser formats write `{countText}` where ICU would write `#`, which would format the
 * number with `Intl.NumberFormat` (docs/performance.md, "Counts in the browser").
 */
export function withCountTexts<T extends Record<string, string | number>>(
  values: T,
  locale: string,
): T & CountTexts<T> {
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'number') texts[`${key}Text`] = formatCount(value, locale);
  return { ...values, ...texts } as T & CountTexts<T>;
}
