import { describe, expect, it } from 'vitest';

import {
  heightPair,
  isMeasureValue,
  jeansPair,
  lengthPair,
  MEASURE_OPTIONS,
  shoePair,
} from './options';

describe('measure option lists', () => {
  it('pairs centimetres with feet.inches for height, as the API stores it', () => {
    expect(heightPair(170)).toBe('170/5.7');
    expect(heightPair(180)).toBe('180/5.11');
    expect(heightPair(183)).toBe('183/6.0');
  });

  it('pairs centimetres with whole inches for lengths, EU sizes with their imperial half', () => {
    expect(lengthPair(86)).toBe('86/34');
    expect(jeansPair(38)).toBe('38/28');
    expect(jeansPair(38.5)).toBe('38.5/28.5');
    expect(shoePair(38)).toBe('38/10');
    expect(shoePair(1)).toBe('1/0.3');
  });

  it('covers the ranges of the application form, labelled with the metric value', () => {
    const ends = (field: keyof typeof MEASURE_OPTIONS) => {
      const list = MEASURE_OPTIONS[field];
      return [list[0]?.label, list.at(-1)?.label, list.length];
    };
    expect(ends('height')).toEqual(['30', '200', 171]);
    expect(ends('bust')).toEqual(['65', '200', 136]);
    expect(ends('waist')).toEqual(['20', '200', 181]);
    expect(ends('jeans')).toEqual(['34', '60', 53]);
    expect(ends('shoes')).toEqual(['1', '60', 119]);
    expect(MEASURE_OPTIONS.jeans[1]).toEqual({ value: '34.5/24.5', label: '34.5' });
  });

  it('gives every option a distinct value', () => {
    for (const list of Object.values(MEASURE_OPTIONS)) {
      expect(new Set(list.map((option) => option.value)).size).toBe(list.length);
    }
  });

  it('accepts only values from the lists', () => {
    expect(isMeasureValue('height', '170/5.7')).toBe(true);
    expect(isMeasureValue('height', '170/5.6')).toBe(false);
    expect(isMeasureValue('height', '201/6.7')).toBe(false);
    expect(isMeasureValue('jeans', '33.5/23.5')).toBe(false);
    expect(isMeasureValue('shoes', '38.5/10.1')).toBe(true);
  });
});
