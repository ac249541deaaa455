import { PHONE_MARKETS } from '@/lib/schemas/phone-markets';

// How a page's language writes a date: the order of its parts and its month names, from Intl, for
// the language's market (es-ES, en-GB, pt-BR), which is where the agency's applicants write dates
// that way. Read on the server (birthdateFormat): a page's first `Intl.DateTimeFormat` loads the
// browser's calendar data, which the application form's hydration would otherwise pay for
// (docs/performance.md, "Counts in the browser").

export type DatePart = 'day' | 'month' | 'year';

function dateLocale(locale: string): string {
  const market = Object.entries(PHONE_MARKETS).find(([key]) => key === locale)?.[1];
  return market ? `${locale}-${market}` : locale;
}

/** The parts in the order the language writes them: day, month, year for es, en and pt. */
export function dateOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(dateLocale(locale), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2007, 2, 27)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/** The twelve month names, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(dateLocale(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) =>
    format.format(new Date(Date.UTC(2000, month, 15))),
  );
}

/** A date as the language writes it in full, for an example: '27 de marzo de 2007'. */
export function longDate(locale: string, year: number, month: number, day: number): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** What the birth date field shows in the page's language (components/forms/birthdate-field.tsx). */
export type BirthdateFormat = {
  order: readonly DatePart[];
  /** The twelve month names, January first. */
  months: readonly string[];
  /** An example date written in full. */
  example: string;
};

export function birthdateFormat(locale: string): BirthdateFormat {
  return {
    order: dateOrder(locale),
    months: monthNames(locale),
    example: longDate(locale, 2007, 3, 27),
  };
}
