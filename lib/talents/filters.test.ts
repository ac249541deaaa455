import { describe, expect, it } from 'vitest';

import {
  carriedFilters,
  foldText,
  hasFilters,
  heightCm,
  matchesFilters,
  measureFacts,
  NO_FILTERS,
  parseFilters,
  parseHeight,
  prepareFilters,
  writeFilters,
  type CardFacts,
  type ListFilters,
} from './filters';

const query = (value: string) => new URLSearchParams(value);

describe('parseFilters', () => {
  it('reads every filter from the query', () => {
    expect(
      parseFilters(query('q=ana&height=170-180&hair=loiro_claro&eyes=azuis&gender=woman')),
    ).toEqual({
      q: 'ana',
      height: { min: 170, max: 180 },
      hair: 'loiro_claro',
      eyes: 'azuis',
      gender: 'woman',
    });
  });

  it('gives no filters for an empty or foreign query', () => {
    expect(parseFilters(query(''))).toEqual(NO_FILTERS);
    expect(parseFilters(query('utm_source=mail'))).toEqual(NO_FILTERS);
  });

  it('drops values that cannot be filters', () => {
    expect(parseFilters(query('gender=all&hair=<b>&eyes=Azuis claros&height=tall'))).toEqual(
      NO_FILTERS,
    );
    expect(parseFilters(query(`q=${'a'.repeat(200)}`)).q).toHaveLength(80);
  });
});

describe('carriedFilters', () => {
  it('takes the filters along, not other parameters, and gender only when asked', () => {
    expect(carriedFilters('?q=ana&utm=x&hair=ruivo&gender=man', true)).toEqual({
      q: 'ana',
      hair: 'ruivo',
      gender: 'man',
    });
    expect(carriedFilters('?q=ana&gender=man', false)).toEqual({ q: 'ana' });
    expect(carriedFilters('', true)).toEqual({});
  });
});

describe('parseHeight', () => {
  it('reads closed and open ranges', () => {
    expect(parseHeight('170-180')).toEqual({ min: 170, max: 180 });
    expect(parseHeight('170-')).toEqual({ min: 170, max: null });
    expect(parseHeight('-180')).toEqual({ min: null, max: 180 });
  });

  it('swaps reversed ends and refuses the rest', () => {
    expect(parseHeight('185-170')).toEqual({ min: 170, max: 185 });
    for (const value of [null, '', '-', '170', '170-999', '1700-1800', 'a-b', '170--180'])
      expect(parseHeight(value), String(value)).toBeNull();
  });
});

describe('writeFilters', () => {
  it('writes set filters and keeps other parameters', () => {
    const filters: ListFilters = {
      q: 'ana ',
      height: { min: 170, max: null },
      hair: 'ruivo',
      eyes: null,
      gender: 'man',
    };
    expect(writeFilters(filters, query('utm=x&eyes=azuis')).toString()).toBe(
      'utm=x&q=ana+&height=170-&hair=ruivo&gender=man',
    );
  });

  it('leaves defaults out, so an unfiltered list has a clean URL', () => {
    expect(
      writeFilters({ ...NO_FILTERS, q: '   ' }, query('q=ana&height=170-180')).toString(),
    ).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters: ListFilters = {
      q: 'Lucía',
      height: { min: null, max: 175 },
      hair: 'castanho',
      eyes: 'verdes',
      gender: 'woman',
    };
    expect(parseFilters(writeFilters(filters, query('')))).toEqual(filters);
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, eyes: 'mel' })).toBe(true);
  });
});

describe('heightCm', () => {
  it('reads the metric half of a measure', () => {
    expect(heightCm('170/5.7')).toBe(170);
    expect(heightCm('120/3.11')).toBe(120);
    expect(heightCm('182')).toBe(182);
  });

  it('gives null for unknown or impossible heights', () => {
    for (const value of [null, undefined, '', 'alta', '5.7', '1700/55'])
      expect(heightCm(value), String(value)).toBeNull();
  });
});

describe('measureFacts', () => {
  it('gives the height in cm and the colours as keys, null where a measure is unknown or blank', () => {
    expect(measureFacts({ height: '170/5.7', hair: ' Castanho claro ', eyes: 'Verdes' })).toEqual({
      height: 170,
      hair: 'castanho_claro',
      eyes: 'verdes',
    });
    expect(measureFacts({ height: null, hair: '  ', eyes: null })).toEqual({
      height: null,
      hair: null,
      eyes: null,
    });
    expect(measureFacts({})).toEqual({ height: null, hair: null, eyes: null });
  });
});

describe('matchesFilters', () => {
  const lucia: CardFacts = {
    name: foldText('Lucía Navarro'),
    gender: 'woman',
    height: 174,
    hair: 'castanho',
    eyes: 'verdes',
  };
  const unknown: CardFacts = {
    name: 'hugo ferrer',
    gender: 'man',
    height: null,
    hair: null,
    eyes: null,
  };
  const matches = (card: CardFacts, filters: Partial<ListFilters>) =>
    matchesFilters(card, prepareFilters({ ...NO_FILTERS, ...filters }));

  it('matches names by every word, ignoring case and accents', () => {
    expect(matches(lucia, { q: 'LUCIA' })).toBe(true);
    expect(matches(lucia, { q: '  nav  luc ' })).toBe(true);
    expect(matches(lucia, { q: 'lucia ferrer' })).toBe(false);
  });

  it('keeps heights inside the range, ends included', () => {
    expect(matches(lucia, { height: { min: 174, max: 174 } })).toBe(true);
    expect(matches(lucia, { height: { min: 175, max: null } })).toBe(false);
    expect(matches(lucia, { height: { min: null, max: 173 } })).toBe(false);
  });

  it('compares colours and gender by key', () => {
    expect(matches(lucia, { hair: 'castanho', eyes: 'verdes', gender: 'woman' })).toBe(true);
    expect(matches(lucia, { hair: 'castanho_claro' })).toBe(false);
    expect(matches(lucia, { gender: 'man' })).toBe(false);
  });

  it('leaves out talents whose filtered value is unknown, and keeps everyone without filters', () => {
    expect(matches(unknown, { height: { min: 150, max: null } })).toBe(false);
    expect(matches(unknown, { hair: 'preto' })).toBe(false);
    expect(matches(unknown, {})).toBe(true);
  });
});
