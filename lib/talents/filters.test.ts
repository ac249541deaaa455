import { describe, expect, it } from 'vitest';

import {
  canonicalQuery,
  carriedFilters,
  filtersKey,
  hasFilters,
  heightCm,
  measureFacts,
  NO_FILTERS,
  parseFilters,
  parseHeight,
  writeFilters,
  type ListFilters,
} from './filters';

const query = (value: string) => new URLSearchParams(value);

describe('parseFilters', () => {
  it('reads every filter from the query, colours as families', () => {
    expect(
      parseFilters(query('q=ana&height=170-180&hair=blonde&eyes=green&eyes=blue&gender=woman')),
    ).toEqual({
      q: 'ana',
      height: { min: 170, max: 180 },
      hair: ['blonde'],
      eyes: ['blue', 'green'],
      gender: 'woman',
    });
  });

  it("reads colours in any language's words, repeated or comma-separated", () => {
    for (const value of ['eyes=green', 'eyes=verdes', 'eyes=Verdes', 'eyes=GREEN'])
      expect(parseFilters(query(value)).eyes, value).toEqual(['green']);
    expect(parseFilters(query('eyes=azules,marrones&eyes=blue')).eyes).toEqual(['blue', 'brown']);
    expect(parseFilters(query('eyes=azules%2Cmarrones')).eyes).toEqual(['blue', 'brown']);
    expect(parseFilters(query('hair=castano&hair=pelirrojo')).hair).toEqual(['brown', 'red']);
    expect(parseFilters(query('eyes=azul-esverdeados')).eyes).toEqual(['blue-green']);
  });

  it('reads the links of before families: a back-end spelling opens its family', () => {
    // `eyes=verdes` was plain green; a casting asking for green wants its shades too.
    expect(parseFilters(query('height=175-&eyes=verdes')).eyes).toEqual(['green']);
    expect(parseFilters(query('eyes=verdes_claros&hair=loiro_escuro'))).toMatchObject({
      eyes: ['green'],
      hair: ['blonde'],
    });
    expect(parseFilters(query('hair=platinado&eyes=azul_esverdeados'))).toMatchObject({
      hair: ['blonde'],
      eyes: ['blue-green'],
    });
    // A colour of no known family keeps its own key, as the cards do.
    expect(parseFilters(query('eyes=lilas')).eyes).toEqual(['lilas']);
  });

  it('gives no filters for an empty or foreign query', () => {
    expect(parseFilters(query(''))).toEqual(NO_FILTERS);
    expect(parseFilters(query('utm_source=mail'))).toEqual(NO_FILTERS);
  });

  it('drops values that cannot be filters', () => {
    expect(parseFilters(query('gender=all&hair=<>&eyes=&height=tall'))).toEqual(NO_FILTERS);
    expect(parseFilters(query(`q=${'a'.repeat(200)}`)).q).toHaveLength(80);
    expect(parseFilters(query(`eyes=${'x'.repeat(41)}`)).eyes).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => `eyes=c${index}`).join('&');
    expect(parseFilters(query(many)).eyes).toHaveLength(20);
  });
});

describe('carriedFilters', () => {
  it('takes the filters along, not other parameters, and gender only when asked', () => {
    expect(carriedFilters('?q=ana&utm=x&hair=ruivo&gender=man', true, 'en')).toEqual({
      q: 'ana',
      hair: 'red',
      gender: 'man',
    });
    expect(carriedFilters('?q=ana&gender=man', false, 'es')).toEqual({ q: 'ana' });
    expect(carriedFilters('', true, 'pt')).toEqual({});
  });

  it("writes several colours as a list, in the page's language", () => {
    expect(carriedFilters('?eyes=green&eyes=blue&hair=blonde', true, 'es')).toEqual({
      hair: 'rubio',
      eyes: ['azules', 'verdes'],
    });
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
  it("writes set filters in the page's language after the other parameters", () => {
    const filters: ListFilters = {
      q: 'ana ',
      height: { min: 170, max: null },
      hair: ['red', 'blonde'],
      eyes: [],
      gender: 'man',
    };
    expect(writeFilters(filters, query('eyes=azuis&utm=x'), 'en').toString()).toBe(
      'utm=x&q=ana+&height=170-&hair=blonde&hair=red&gender=man',
    );
    expect(writeFilters(filters, query(''), 'es').toString()).toBe(
      'q=ana+&height=170-&hair=rubio&hair=pelirrojo&gender=man',
    );
    expect(writeFilters(filters, query(''), 'pt').toString()).toBe(
      'q=ana+&height=170-&hair=loiro&hair=ruivo&gender=man',
    );
  });

  it('leaves defaults out, so an unfiltered list has a clean URL', () => {
    expect(
      writeFilters({ ...NO_FILTERS, q: '   ' }, query('q=ana&height=170-180'), 'en').toString(),
    ).toBe('');
  });

  it('round-trips through parseFilters in every language', () => {
    const filters: ListFilters = {
      q: 'Lucía',
      height: { min: null, max: 175 },
      hair: ['brown', 'grey'],
      eyes: ['green', 'blue-green', 'lilas'],
      gender: 'woman',
    };
    for (const locale of ['es', 'en', 'pt'] as const)
      expect(parseFilters(writeFilters(filters, query(''), locale))).toEqual({
        ...filters,
        eyes: ['green', 'blue-green', 'lilas'],
      });
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, eyes: ['honey'] })).toBe(true);
  });
});

describe('canonicalQuery', () => {
  it("rewrites old and other languages' links in the page's words, and leaves its own alone", () => {
    expect(canonicalQuery('?eyes=verdes&height=175-', 'en')).toBe('height=175-&eyes=green');
    expect(canonicalQuery('?hair=blonde&eyes=green&eyes=blue', 'es')).toBe(
      'hair=rubio&eyes=azules&eyes=verdes',
    );
    expect(canonicalQuery('height=175-&eyes=green', 'en')).toBe('height=175-&eyes=green');
    expect(canonicalQuery('?utm=x', 'en')).toBe('utm=x');
  });
});

describe('filtersKey', () => {
  it('is one for a view, whatever the order of its colours', () => {
    const view = { ...NO_FILTERS, eyes: ['green', 'blue'] };
    expect(filtersKey(view)).toBe(filtersKey({ ...NO_FILTERS, eyes: ['blue', 'green'] }));
    expect(filtersKey(view)).not.toBe(filtersKey(NO_FILTERS));
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
  it('gives the height in cm and the colours as families, null where a measure is unknown or blank', () => {
    expect(measureFacts({ height: '170/5.7', hair: ' Castanho claro ', eyes: 'Verdes' })).toEqual({
      height: 170,
      hair: 'brown',
      eyes: 'green',
    });
    expect(measureFacts({ hair: 'Arco-íris', eyes: 'Azuis escuros' })).toMatchObject({
      hair: 'arco_iris',
      eyes: 'blue',
    });
    expect(measureFacts({ height: null, hair: '  ', eyes: null })).toEqual({
      height: null,
      hair: null,
      eyes: null,
    });
    expect(measureFacts({})).toEqual({ height: null, hair: null, eyes: null });
  });
});
