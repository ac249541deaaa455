import { describe, expect, it } from 'vitest';

import { ageFrom } from './age';

const on = (iso: string) => new Date(`${iso}T12:00:00`);

describe('ageFrom', () => {
  it('counts whole years', () => {
    expect(ageFrom('2001-04-12', on('2026-11-22'))).toBe(25);
    expect(ageFrom('2016-03-14', on('2026-11-22'))).toBe(10);
  });

  it('adds the year only on the birthday itself', () => {
    expect(ageFrom('2000-11-22', on('2026-11-21'))).toBe(25);
    expect(ageFrom('2000-11-22', on('2026-11-22'))).toBe(26);
    expect(ageFrom('2000-12-01', on('2026-11-30'))).toBe(25);
  });

  it('handles leap-day birthdays', () => {
    expect(ageFrom('2004-02-29', on('2025-02-28'))).toBe(20);
    expect(ageFrom('2004-02-29', on('2025-03-01'))).toBe(21);
  });

  it('accepts a date-time', () => {
    expect(ageFrom('1990-01-01 00:00:00', on('2026-01-01'))).toBe(36);
  });

  it('gives null for missing, malformed or future dates', () => {
    expect(ageFrom(null)).toBeNull();
    expect(ageFrom('')).toBeNull();
    expect(ageFrom('12/04/2001')).toBeNull();
    expect(ageFrom('2001-13-01')).toBeNull();
    expect(ageFrom('2030-01-01', on('2026-11-22'))).toBeNull();
  });
});
