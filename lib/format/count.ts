const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * How each locale the site serves groups the digits of a whole number: the separator, and how many
 * digits must lead the first group before a number is grouped at all (CLDR's minimum grouping
 * digits: Spanish writes 1000 but 10.000). A test keeps these equal to `Intl.NumberFormat`.
 */
const GROUPING: Readonly<Record<string, { separator: string; minimumDigits: number }>> = {
  es: { separator: '.', minimumDigits: 2 },
  en: { separator: ',', minimumDigits: 1 },
  pt: { separator: '.', minimumDigits: 1 },
};

/**
 * A count as the locale writes it. Whole non-negative counts in the locales the site serves are
 * written here (Latin digits, grouped by threes): a page's first `Intl.NumberFormat` loads the
 * browser's number data, which a low-tier phone feels, at the tap that changed a
 * count or the hydration that first showed it (the thousand-card list's result count)
 * (docs/performance.md, "Counts in the browser"). Anything else goes through `Intl`.
 */
export function formatCount(count: number, locale: string): string {
  const grouping = GROUPING[locale];
  if (Number.isSafeInteger(count) && count >= 0 && grouping) {
    const digits = String(count);
    if (digits.length < 3 + grouping.minimumDigits) return digits;
    let text = digits.slice(-3);
    for (let end = digits.length - 3; end > 0; end -= 3)
      text = `${digits.slice(Math.max(0, end - 3), end)}${grouping.separator}${text}`;
    return text;
  }
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
