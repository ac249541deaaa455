import { describe, expect, it } from 'vitest';

import en from '@/messages/en/talents.json';
import esMessages from '@/messages/es/talents.json';
import { measuresOf } from '@/tests/unit/measures';
import { talentSummary } from '@/tests/unit/talent-summary';

import { colorOptions, filterOptions, heightSteps } from './filter-options';
import type { TalentSummary } from './types';

const colors = new Map(Object.entries(en.Colors));
const translate = (key: string) => colors.get(key) ?? null;

function talent(
  id: number,
  gender: TalentSummary['gender'],
  height: string | null,
  hair: string | null,
  eyes: string | null,
): TalentSummary {
  return talentSummary(id, { gender, measures: measuresOf({ height, hair, eyes }) });
}

describe('filterOptions', () => {
  it('offers the colours, heights and genders the list has, in the page’s language', () => {
    const options = filterOptions(
      [
        talent(1, 'woman', '168/5.6', 'Loiro', 'Azuis'),
        talent(2, 'man', '191/6.3', 'Preto', 'Azuis claros'),
        talent(3, 'woman', null, 'Platinado', 'Mel'),
      ],
      translate,
      'en',
    );
    expect(options.hair).toEqual([
      { value: 'black', label: 'Black', count: 1, shades: [] },
      { value: 'blonde', label: 'Blonde', count: 2, shades: ['Platinum'] },
    ]);
    expect(options.eyes).toEqual([
      { value: 'blue', label: 'Blue', count: 2, shades: ['Light blue'] },
      { value: 'honey', label: 'Honey', count: 1, shades: [] },
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
  it('joins the spellings and shades of a family and keeps unknown colours as they came', () => {
    expect(
      colorOptions(
        'eyes',
        ['Azuis claros', 'azuis  claros ', 'Verdes escuros', 'Lilás', '  '],
        translate,
        'en',
      ),
    ).toEqual([
      { value: 'blue', label: 'Blue', count: 2, shades: ['Light blue'] },
      { value: 'green', label: 'Green', count: 1, shades: ['Dark green'] },
      { value: 'lilas', label: 'Lilás', count: 1, shades: [] },
    ]);
  });

  it('names the families in the page’s language and sorts them so', () => {
    const es = new Map(Object.entries(esMessages.Colors));
    const options = colorOptions(
      'hair',
      ['Ruivo', 'Acobreado', 'Castanho escuro', 'Loira'],
      (key) => es.get(key) ?? null,
      'es',
    );
    expect(options).toEqual([
      { value: 'brown', label: 'Castaño', count: 1, shades: ['Castaño oscuro'] },
      { value: 'red', label: 'Pelirrojo', count: 2, shades: ['Cobrizo'] },
      { value: 'blonde', label: 'Rubio', count: 1, shades: [] },
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
