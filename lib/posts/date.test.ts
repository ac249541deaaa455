import { describe, expect, it } from 'vitest';

import { formatPostDate } from './date';

describe('formatPostDate', () => {
  it('formats the UTC day in the locale', () => {
    expect(formatPostDate('2025-05-28T23:30:00.000Z', 'en')).toBe('May 28, 2025');
    expect(formatPostDate('2025-05-28T23:30:00.000Z', 'es')).toBe('28 de mayo de 2025');
  });

  it('answers an empty string for a missing or broken date', () => {
    expect(formatPostDate('', 'en')).toBe('');
    expect(formatPostDate('not a date', 'en')).toBe('');
  });
});
