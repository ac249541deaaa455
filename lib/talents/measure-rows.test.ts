import { describe, expect, it } from 'vitest';

import es from '@/messages/es/talents.json';

import { unitsText } from '../format/units';
import { measureRows, shoeWearer } from './measure-rows';
import type { Gender, Measures } from './types';

const colors = new Map(Object.entries(es.Colors));
const labels = new Map(Object.entries(es.Measures));
const t = {
  locale: 'es' as const,
  label: (key: string) => labels.get(key) ?? key,
  color: (key: string) => colors.get(key) ?? null,
};
const woman = { gender: 'woman', categories: [1] } as const;
const man = { gender: 'man', categories: [1] } as const;

const measures: Measures = {
  height: '174/5.9',
  bust: '84/33',
  waist: '60/24',
  hips: null,
  jeans: '36/26',
  eyes: 'Azuis claros',
  hair: 'Castanho',
  suit: null,
  shoes: '38x39',
};

describe('measureRows', () => {
  it('shows known measures in order, metric, with colours in the page’s language', () => {
    expect(measureRows(measures, woman, t).map((row) => [row.label, row.value])).toEqual([
      ['Altura', '174'],
      ['Busto', '84'],
      ['Cintura', '60'],
      ['Jeans', '36'],
      ['Zapatos', '38 BR'],
      ['Ojos', 'Azul claro'],
      ['Pelo', 'Castaño'],
    ]);
  });

  it('gives numbers their unit and words none, for the profile, the card and a selection alike', () => {
    expect(measureRows(measures, woman, t).map((row) => [row.key, row.unit])).toEqual([
      ['height', 'cm'],
      ['bust', 'cm'],
      ['waist', 'cm'],
      ['jeans', 'EU'],
      ['shoes', null],
      ['eyes', null],
      ['hair', null],
    ]);
  });

  it('labels bust as chest for men and keeps only the keys asked for', () => {
    expect(measureRows(measures, man, t, ['bust', 'height']).map((row) => row.label)).toEqual([
      'Pecho',
      'Altura',
    ]);
  });

  it('gives a talent of neither gender the neutral label', () => {
    expect(
      measureRows(measures, { gender: 'neutral', categories: [1] }, t, ['bust']).map(
        (row) => row.label,
      ),
    ).toEqual(['Busto/pecho']);
  });

  it('gives each measure with an imperial form its form, in the page’s decimals', () => {
    const rows = measureRows({ ...measures, shoes: '38.5/8' }, woman, t);
    expect(rows.map((row) => [row.key, row.imperial && unitsText(row.imperial)])).toEqual([
      ['height', '5 ft 9 in'],
      ['bust', '33 in'],
      ['waist', '24 in'],
      ['jeans', 'W26'],
      ['shoes', '8 US · 5,5 UK'],
      ['eyes', null],
      ['hair', null],
    ]);
  });

  it('writes decimals as the page language does', () => {
    const sizes: Measures = { ...measures, jeans: '36.5/26.5', shoes: '39.5/8.8' };
    const values = (locale: 'es' | 'en' | 'pt') =>
      measureRows(sizes, woman, { ...t, locale }, ['jeans', 'shoes']).map((row) => row.value);
    expect(values('es')).toEqual(['36,5', '39,5']);
    expect(values('pt')).toEqual(['36,5', '39,5']);
    expect(values('en')).toEqual(['36.5', '39.5']);
  });

  it('reads shoes on the wearer’s chart: women’s, men’s, children’s, or UK only for neither', () => {
    const shoes = (talent: { gender: Gender; categories: number[] }) =>
      measureRows({ ...measures, shoes: '38' }, talent, t, ['shoes'])[0]?.imperial;
    const text = (talent: { gender: Gender; categories: number[] }) => {
      const imperial = shoes(talent);
      return imperial ? unitsText(imperial) : null;
    };
    expect(text({ gender: 'woman', categories: [1] })).toBe('7,5 US · 5 UK');
    expect(text({ gender: 'man', categories: [1] })).toBe('6 US · 5 UK');
    expect(text({ gender: 'neutral', categories: [1907] })).toBe('5 UK');
    expect(text({ gender: 'woman', categories: [1907, 1910] })).toBe('6 US · 5 UK');
    expect(shoeWearer({ gender: 'man', categories: [1907, 1910] })).toBe('children');
  });
});
