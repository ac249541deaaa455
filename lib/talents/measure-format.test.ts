import { describe, expect, it } from 'vitest';

import { formatMeasure, localDecimal, measureUnit } from './measure-format';

describe('formatMeasure', () => {
  it('shows the part before the slash', () => {
    expect(formatMeasure('170/5.7', 'en')).toBe('170');
    expect(formatMeasure('86/34', 'en')).toBe('86');
    expect(formatMeasure('38.5/8', 'en')).toBe('38.5');
  });

  it('shows the first of a Brazilian pair plus BR', () => {
    expect(formatMeasure('39x40', 'en')).toBe('39 BR');
    expect(formatMeasure('37X38', 'en')).toBe('37 BR');
    expect(formatMeasure(' 36 x 37 ', 'en')).toBe('36 BR');
  });

  it('keeps a value without a slash', () => {
    expect(formatMeasure('Castanhos', 'en')).toBe('Castanhos');
    expect(formatMeasure('42', 'en')).toBe('42');
  });

  it('gives null for empty values', () => {
    expect(formatMeasure(null, 'en')).toBeNull();
    expect(formatMeasure(undefined, 'en')).toBeNull();
    expect(formatMeasure('  ', 'en')).toBeNull();
    expect(formatMeasure('/5.7', 'en')).toBeNull();
    expect(formatMeasure('x40', 'en')).toBeNull();
  });
});

describe('measureUnit', () => {
  it('gives lengths in centimetres and clothes and shoes in EU sizes', () => {
    expect(measureUnit('height', formatMeasure('170/5.7', 'en'))).toBe('cm');
    expect(measureUnit('hips', formatMeasure('90/35', 'en'))).toBe('cm');
    expect(measureUnit('jeans', formatMeasure('36.5/26.5', 'en'))).toBe('EU');
    expect(measureUnit('shoes', formatMeasure('39/8.5', 'en'))).toBe('EU');
  });

  it('adds nothing to a Brazilian size, a colour or a value that is not a number', () => {
    expect(measureUnit('shoes', formatMeasure('39x40', 'en'))).toBeNull();
    expect(measureUnit('eyes', formatMeasure('Castanhos', 'en'))).toBeNull();
    expect(measureUnit('height', formatMeasure('1,70 m', 'en'))).toBeNull();
    expect(measureUnit('height', null)).toBeNull();
  });
});

describe('decimals in the page language', () => {
  it('keeps the point in English and writes a comma in Spanish and Portuguese', () => {
    expect(formatMeasure('39.5/8.6', 'en')).toBe('39.5');
    expect(formatMeasure('39.5/8.6', 'es')).toBe('39,5');
    expect(formatMeasure('39.5/8.6', 'pt')).toBe('39,5');
    expect(formatMeasure('36.5x37', 'es')).toBe('36,5 BR');
    expect(formatMeasure('170/5.7', 'es')).toBe('170');
    expect(measureUnit('shoes', formatMeasure('39.5/8.6', 'pt'))).toBe('EU');
  });

  it('changes only a point between digits', () => {
    expect(localDecimal('1.70 m', 'es')).toBe('1,70 m');
    expect(localDecimal('approx. 40', 'es')).toBe('approx. 40');
    expect(localDecimal('40.', 'pt')).toBe('40.');
    expect(localDecimal('38.5', 'en')).toBe('38.5');
  });
});
