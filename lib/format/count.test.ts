import { describe, expect, it, vi } from 'vitest';

import { routing } from '@/lib/i18n/routing';

import { formatCount, withCountTexts } from './count';

describe('formatCount', () => {
  it('writes whole counts as every served locale does, without Intl', () => {
    const counts = [0, 1, 7, 42, 999, 1000, 1500, 9999, 10_000, 12_500, 100_000, 999_999];
    counts.push(1_000_000, 12_345_678, 123_456_789, Number.MAX_SAFE_INTEGER);
    const expected = routing.locales.map((locale) =>
      counts.map((count) => new Intl.NumberFormat(locale).format(count)),
    );
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(
        routing.locales.map((locale) => counts.map((count) => formatCount(count, locale))),
      ).toEqual(expected);
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('groups a thousand the way each locale does', () => {
    expect(formatCount(1000, 'es')).toBe('1000');
    expect(formatCount(1000, 'en')).toBe('1,000');
    expect(formatCount(1000, 'pt')).toBe('1.000');
    expect(formatCount(12500, 'es')).toBe('12.500');
  });

  it('formats anything else with Intl', () => {
    expect(formatCount(2.5, 'es')).toBe('2,5');
    expect(formatCount(-3, 'en')).toBe('-3');
    expect(formatCount(1500, 'de')).toBe('1.500');
  });
});

describe('withCountTexts', () => {
  it('adds the text of each number and keeps every value', () => {
    expect(withCountTexts({ count: 3, total: 1200, name: 'Ana' }, 'en')).toEqual({
      count: 3,
      countText: '3',
      total: 1200,
      totalText: '1,200',
      name: 'Ana',
    });
  });
});
