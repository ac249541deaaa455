const BIRTHDATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whole years from a 'YYYY-MM-DD' birthdate to `today` (docs/product.md, "Talent profile"); null
 * when the date is missing, malformed or in the future. Compared as calendar dates, so time zones
 * cannot shift a birthday.
 */
export function ageFrom(
  birthdate: string | null | undefined,
  today: Date = new Date(),
): number | null {
  const match = birthdate ? BIRTHDATE.exec(birthdate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const [nowYear, nowMonth, nowDay] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const beforeBirthday = nowMonth < month || (nowMonth === month && nowDay < day);
  const age = nowYear - year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}
