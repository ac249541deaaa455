import { describe, expect, it } from 'vitest';
import { formatMeasure } from './measures';

describe('formatMeasure', () => {
  it('shows the part before the slash', () => {
    expect(formatMeasure('170/5.7')).toBe('170');
    expect(formatMeasure('86/34')).toBe('86');
    expect(formatMeasure('38.5/8')).toBe('38.5');
  });

  it('shows the first of a Brazilian pair plus BR', () => {
    expect(formatMeasure('39x40')).toBe('39 BR');
    expect(formatMeasure('37X38')).toBe('37 BR');
    expect(formatMeasure(' 36 x 37 ')).toBe('36 BR');
  });

  it('keeps a value without a slash', () => {
    expect(formatMeasure('Castanhos')).toBe('Castanhos');
    expect(formatMeasure('42')).toBe('42');
  });

  it('gives null for empty values', () => {
    expect(formatMeasure(null)).toBeNull();
    expect(formatMeasure(undefined)).toBeNull();
    expect(formatMeasure('  ')).toBeNull();
    expect(formatMeasure('/5.7')).toBeNull();
    expect(formatMeasure('x40')).toBeNull();
  });
});
