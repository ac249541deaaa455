import { describe, expect, it } from 'vitest';

import { formatMeasure, measureUnit } from './measures';

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

describe('measureUnit', () => {
  it('gives lengths in centimetres and clothes and shoes in EU sizes', () => {
    expect(measureUnit('height', formatMeasure('170/5.7'))).toBe('cm');
    expect(measureUnit('hips', formatMeasure('90/35'))).toBe('cm');
    expect(measureUnit('jeans', formatMeasure('36.5/26.5'))).toBe('EU');
    expect(measureUnit('shoes', formatMeasure('39/8.5'))).toBe('EU');
  });

  it('adds nothing to a Brazilian size, a colour or a value that is not a number', () => {
    expect(measureUnit('shoes', formatMeasure('39x40'))).toBeNull();
    expect(measureUnit('eyes', formatMeasure('Castanhos'))).toBeNull();
    expect(measureUnit('height', formatMeasure('1,70 m'))).toBeNull();
    expect(measureUnit('height', null)).toBeNull();
  });
});
