import { describe, expect, it } from 'vitest';

import { formatCount, withCountTexts } from './count';

describe('formatCount', () => {
  it('writes counts under a thousand as every served locale does, without Intl', () => {
    for (const locale of ['es', 'en', 'pt'])
      for (const count of [0, 1, 7, 42, 999])
        expect(formatCount(count, locale)).toBe(new Intl.NumberFormat(locale).format(count));
  });

  it('groups larger counts the way the locale does', () => {
    expect(formatCount(1500, 'en')).toBe('1,500');
    expect(formatCount(12500, 'es')).toBe('12.500');
    expect(formatCount(12500, 'pt')).toBe('12.500');
  });

  it('formats anything that is not a small whole number with Intl', () => {
    expect(formatCount(2.5, 'es')).toBe('2,5');
    expect(formatCount(-3, 'en')).toBe('-3');
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
