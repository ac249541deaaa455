import { afterEach, describe, expect, it } from 'vitest';

import { ageOn } from '../format/age';
import {
  applicantAge,
  isPlausibleBirthdate,
  realDate,
  todayAnywhere,
  todayHere,
  type Today,
} from './birthdate';

const day = (date: string): Today => ({ earliest: date, latest: date });

describe('the age rule of applicants', () => {
  it('is under 18 the day before the 18th birthday, and 18 on the day itself', () => {
    expect(ageOn('2008-11-28', '2026-11-27')).toBe(17);
    expect(ageOn('2008-11-28', '2026-11-28')).toBe(18);
    expect(applicantAge('2008-11-28', day('2026-11-27'))).toBe('minor');
    expect(applicantAge('2008-11-28', day('2026-11-28'))).toBe('adult');
    // Born on 29 February: 18 on 1 March of a common year.
    expect(applicantAge('2008-02-29', day('2026-02-28'))).toBe('minor');
    expect(applicantAge('2008-02-29', day('2026-03-01'))).toBe('adult');
  });

  describe('across time zones', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    // 23:30 UTC on the 27th: already the 28th in Madrid, still the 27th in New York.
    const instant = new Date('2026-11-27T23:30:00Z');

    it("counts the browser's age on the applicant's own calendar day", () => {
      process.env.TZ = 'Europe/Madrid';
      expect(todayHere(instant)).toEqual(day('2026-11-28'));
      expect(applicantAge('2008-11-28', todayHere(instant))).toBe('adult');
      process.env.TZ = 'America/New_York';
      expect(todayHere(instant)).toEqual(day('2026-11-27'));
      expect(applicantAge('2008-11-28', todayHere(instant))).toBe('minor');
    });

    it('lets the server accept either answer only while the 18th birthday is a date in use somewhere', () => {
      expect(todayAnywhere(instant)).toEqual({ earliest: '2026-11-27', latest: '2026-11-28' });
      expect(applicantAge('2008-11-28', todayAnywhere(instant))).toBe('either');
      // Before the birthday has begun anywhere (UTC+14 reaches it at 10:00 UTC the day before)...
      expect(applicantAge('2008-11-28', todayAnywhere(new Date('2026-11-27T09:59:00Z')))).toBe(
        'minor',
      );
      // ...and once it has begun everywhere (UTC−12 reaches it at 12:00 UTC).
      expect(applicantAge('2008-11-28', todayAnywhere(new Date('2026-11-28T12:00:00Z')))).toBe(
        'adult',
      );
    });
  });

  it('takes only real dates, not in the future, within 100 years', () => {
    expect(realDate('2007-03-27')).toBe('2007-03-27');
    expect(realDate('2007-02-29')).toBeNull();
    expect(realDate('2008-02-29')).toBe('2008-02-29');
    expect(realDate('2007-3-27')).toBeNull();
    expect(realDate('-03-27')).toBeNull();
    expect(isPlausibleBirthdate('2026-11-28', day('2026-11-28'))).toBe(true);
    expect(isPlausibleBirthdate('2026-11-29', day('2026-11-28'))).toBe(false);
    expect(isPlausibleBirthdate('1926-11-28', day('2026-11-28'))).toBe(true);
    expect(isPlausibleBirthdate('1925-11-27', day('2026-11-28'))).toBe(false);
    expect(applicantAge('2030-01-01', day('2026-11-28'))).toBeNull();
    expect(applicantAge('', day('2026-11-28'))).toBeNull();
  });
});
