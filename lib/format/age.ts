/** A calendar date written 'YYYY-MM-DD'. */
export type CalendarDate = string;

const BIRTHDATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whole years from a 'YYYY-MM-DD' birthdate to `today` (docs/product.md, "Talent profile"); null
 * when the date is missing, malformed or in the future. Compared as calendar dates in this
 * process's time zone, so time zones cannot shift a birthday.
 */
export function ageFrom(
  birthdate: string | null | undefined,
  today: Date = new Date(),
): number | null {
  return ageOn(birthdate, localDate(today));
}

/** Whole years from a 'YYYY-MM-DD' birthdate to the calendar date `on`; null as ageFrom. */
export function ageOn(birthdate: string | null | undefined, on: CalendarDate): number | null {
  const born = dateParts(birthdate);
  const now = dateParts(on);
  if (!born || !now) return null;
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  const age = now.year - born.year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The calendar date at `now` where this code runs: in a browser, the visitor's own. */
export function localDate(now: Date = new Date()): CalendarDate {
  return calendarDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The calendar date at `now` at a fixed offset from UTC, in hours (Madrid in winter: 1). */
export function dateAtOffset(now: Date, offsetHours: number): CalendarDate {
  const shifted = new Date(now.getTime() + offsetHours * 3_600_000);
  return calendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dateParts(text: string | null | undefined) {
  const match = text ? BIRTHDATE.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}
