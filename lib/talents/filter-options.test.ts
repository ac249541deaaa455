import { describe, expect, it } from 'vitest';

import en from '@/messages/en/talents.json';

import type { TalentSummary } from '../integration/types';
import { colorOptions, filterOptions, heightSteps } from './filter-options';

const colors = new Map(Object.entries(en.Colors));
const translate = (key: string) => colors.get(key) ?? null;

function talent(
  id: number,
  gender: TalentSummary['gender'],
  height: string | null,
  hair: string | null,
  eyes: string | null,
): TalentSummary {
  const measures = {
    height,
    bust: null,
    waist: null,
    hips: null,
    jeans: null,
    eyes,
    hair,
    suit: null,
    shoes: null,
  };
  return {
    id,
    name: `T${id}`,
    slug: `t${id}`,
    gender,
    cover: null,
    cover2: null,
    categories: [1],
    city: null,
    country: null,
    measures,
  };
}

describe('filterOptions', () => {
  it('offers the colours, heights and genders the list has, in the page’s language', () => {
    const options = filterOptions(
      [
        talent(1, 'woman', '168/5.6', 'Loiro', 'Azuis'),
        talent(2, 'man', '191/6.3', 'Preto', 'Azuis'),
        talent(3, 'woman', null, null, 'Mel'),
      ],
      translate,
      'en',
    );
    expect(options.hair).toEqual([
      { value: 'preto', label: 'Black', count: 1 },
      { value: 'loiro', label: 'Blonde', count: 1 },
    ]);
    expect(options.eyes).toEqual([
      { value: 'azuis', label: 'Blue', count: 2 },
      { value: 'mel', label: 'Honey', count: 1 },
    ]);
    expect(options.heights).toEqual([165, 170, 175, 180, 185, 190, 195]);
    expect(options.genders).toEqual({ all: 3, woman: 2, man: 1 });
  });

  it('counts a talent of neither gender under all only', () => {
    const options = filterOptions(
      [talent(1, 'woman', null, null, null), talent(2, 'neutral', null, null, null)],
      translate,
      'en',
    );
    expect(options.genders).toEqual({ all: 2, woman: 1, man: 0 });
  });
});

describe('colorOptions', () => {
  it('joins spellings of one colour and keeps unknown colours as they came', () => {
    expect(
      colorOptions(['Azuis claros', 'azuis  claros ', 'Lilás', '  '], translate, 'en'),
    ).toEqual([
      { value: 'azuis_claros', label: 'Light blue', count: 2 },
      { value: 'lilas', label: 'Lilás', count: 1 },
    ]);
  });
});

describe('heightSteps', () => {
  it('covers the heights in steps of 5 cm, or nothing without heights', () => {
    expect(heightSteps([172, null, 180])).toEqual([170, 175, 180]);
    expect(heightSteps([175])).toEqual([175]);
    expect(heightSteps([null])).toEqual([]);
  });
});
