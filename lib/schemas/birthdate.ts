import { ageOn, calendarDate, dateAtOffset, localDate, type CalendarDate } from '../format/age';

// The applicant's age rule (docs/product.md, "Applicants under 18"), without zod: the form's first
// scripts use it to show the guardian section as soon as the birth date says so, and the schema
// (./application.ts) checks the same rule in the browser and on the server.

/** An applicant younger than this applies with a parent or legal guardian. */
export const ADULT_AGE = 18;
/** A birth date more than this many years ago is taken for a typing mistake. */
export const MAX_APPLICANT_AGE = 100;

/**
 * The calendar days it may be for the applicant when the application is sent. In the browser the
 * applicant's own date (`todayHere`); the server, which cannot know the applicant's time zone,
 * takes every date in use on Earth at that moment (`todayAnywhere`), so it accepts what any
 * browser decided.
 */
export type Today = { earliest: CalendarDate; latest: CalendarDate };

export function todayHere(now: Date = new Date()): Today {
  const date = localDate(now);
  return { earliest: date, latest: date };
}

/** From UTC−12 (Baker Island) to UTC+14 (Kiribati's Line Islands). */
export function todayAnywhere(now: Date = new Date()): Today {
  return { earliest: dateAtOffset(now, -12), latest: dateAtOffset(now, 14) };
}

/** A real date 'YYYY-MM-DD' (no 31 April), or null. */
export function realDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? calendarDate(year, month, day) : null;
}

/** Born today at the latest, and at most MAX_APPLICANT_AGE years ago. */
export function isPlausibleBirthdate(birthdate: CalendarDate, today: Today): boolean {
  const oldest = ageOn(birthdate, today.earliest);
  return birthdate <= today.latest && oldest !== null && oldest <= MAX_APPLICANT_AGE;
}

/**
 * Whether an applicant born on `birthdate` is under 18 on `today`: 'minor' on every date it may
 * be, 'adult' on every one, 'either' when the 18th birthday falls among them (only on the
 * server, for a day at most: either answer of the browser is then accepted). Null for a date
 * that is not a plausible birth date.
 */
export function applicantAge(
  birthdate: string | undefined,
  today: Today,
): 'minor' | 'adult' | 'either' | null {
  const date = birthdate ? realDate(birthdate) : null;
  if (!date || !isPlausibleBirthdate(date, today)) return null;
  const youngest = ageOn(date, today.earliest) ?? 0;
  const oldest = ageOn(date, today.latest) ?? 0;
  if (oldest < ADULT_AGE) return 'minor';
  return youngest >= ADULT_AGE ? 'adult' : 'either';
}
