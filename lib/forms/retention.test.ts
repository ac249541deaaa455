import { describe, expect, it } from 'vitest';

import { keepUntil } from './retention';

const retention = { months: 6, castingsMonths: 24 };

describe('keepUntil', () => {
  it('keeps an application six months from the day it arrived, two years with the castings consent', () => {
    const received = new Date('2026-11-28T10:15:00Z');
    expect(keepUntil(received, false, retention)).toBe('2027-05-28');
    expect(keepUntil(received, true, retention)).toBe('2028-11-28');
  });

  it("counts from the day's UTC date", () => {
    expect(keepUntil(new Date('2026-11-28T23:59:59Z'), false, retention)).toBe('2027-05-28');
    expect(keepUntil(new Date('2026-11-29T00:00:00Z'), false, retention)).toBe('2027-05-29');
  });

  it("ends on the month's last day when the month is shorter", () => {
    expect(keepUntil(new Date('2026-08-31T12:00:00Z'), false, retention)).toBe('2027-02-28');
    expect(keepUntil(new Date('2027-08-31T12:00:00Z'), false, retention)).toBe('2028-02-29');
    expect(keepUntil(new Date('2026-12-31T12:00:00Z'), false, { ...retention, months: 2 })).toBe(
      '2027-02-28',
    );
  });

  it('is never shortened by the castings consent', () => {
    expect(
      keepUntil(new Date('2026-11-28T10:00:00Z'), true, { months: 12, castingsMonths: 3 }),
    ).toBe('2027-11-28');
  });
});
