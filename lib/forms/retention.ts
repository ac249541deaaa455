import { dateAtOffset, type CalendarDate } from '../format/age';

// How long the agency keeps an application (docs/product.md, "Consents and retention"): a period
// from the day it was received, longer only with the applicant's consent to keep it for future
// castings. Its lengths are settings (APPLICATION_RETENTION_MONTHS,
// APPLICATION_CASTINGS_RETENTION_MONTHS).

export type Retention = { months: number; castingsMonths: number };

/**
 * The last day an application received at `received` may be kept: that UTC date, `months` later
 * (the month's last day when it has no such day: 31 August + 6 months is 28 or 29 February). The
 * castings consent never shortens it.
 */
export function keepUntil(received: Date, castings: boolean, retention: Retention): CalendarDate {
  const months = castings ? Math.max(retention.months, retention.castingsMonths) : retention.months;
  const [year, month, day] = dateAtOffset(received, 0).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return dateAtOffset(target, 0);
}
