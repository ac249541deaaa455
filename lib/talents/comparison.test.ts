import { describe, expect, it } from 'vitest';

import es from '@/messages/es/talents.json';
import { talentSummary } from '@/tests/unit/talent-summary';

import { comparisonRows, comparisonSegment, parseComparisonIds } from './comparison';
import type { Measures, TalentSummary } from './types';

const colors = new Map(Object.entries(es.Colors));
const labels = new Map(Object.entries(es.Measures));
const t = {
  label: (key: string) => labels.get(key) ?? key,
  color: (key: string) => colors.get(key) ?? null,
  locale: 'es' as const,
};

const measures: Measures = {
  height: '170/5.7',
  bust: '84/33',
  waist: '60/24',
  hips: '90/35',
  jeans: '36/26',
  eyes: 'Azuis',
  hair: 'Castanho',
  suit: null,
  shoes: '38/7.5',
};

function talent(id: number, gender: TalentSummary['gender'], changes: Partial<Measures> = {}) {
  return talentSummary(id, { gender, measures: { ...measures, ...changes } });
}

describe('parseComparisonIds', () => {
  it('reads ids like a selection’s, keeps the first four and says how many more there were', () => {
    expect(parseComparisonIds('3-1-2')).toEqual({ kind: 'ids', ids: [3, 1, 2], dropped: 0 });
    expect(parseComparisonIds('1-2-2-3-4-5-6')).toEqual({
      kind: 'ids',
      ids: [1, 2, 3, 4],
      dropped: 2,
    });
    expect(parseComparisonIds('1-x')).toEqual({ kind: 'invalid' });
    expect(parseComparisonIds('0-1')).toEqual({ kind: 'invalid' });
  });

  it('costs no more than one pass over a very long segment', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => index + 1).join('-');
    expect(parseComparisonIds(ids)).toMatchObject({ ids: [1, 2, 3, 4], dropped: 4996 });
  });
});

describe('comparisonSegment', () => {
  it('joins two to four distinct ids, in their order', () => {
    expect(comparisonSegment([5, 1, 5])).toBe('5-1');
    expect(comparisonSegment([1])).toBeNull();
    expect(comparisonSegment([1, 2, 3, 4, 5])).toBeNull();
  });
});

describe('comparisonRows', () => {
  it('gives one row per measure with a cell per talent, and marks the rows that differ', () => {
    const rows = comparisonRows(
      [talent(1, 'woman'), talent(2, 'woman', { height: '178/5.10', eyes: 'Verdes' })],
      t,
    );
    expect(rows.map((row) => [row.label, row.differs.metric])).toEqual([
      ['Altura', true],
      ['Busto', false],
      ['Cintura', false],
      ['Cadera', false],
      ['Zapatos', false],
      ['Ojos', true],
      ['Pelo', false],
    ]);
    expect(rows[0]?.cells.map((cell) => cell?.value)).toEqual(['170', '178']);
  });

  it('compares what each system shows: a centimetre apart may be the same in inches', () => {
    const [height] = comparisonRows(
      [talent(1, 'woman'), talent(2, 'woman', { height: '171/5.7' })],
      t,
    );
    expect(height?.differs).toEqual({ metric: true, imperial: false });
  });

  it('counts a measure some talents lack as a difference, and labels bust for mixed genders', () => {
    const rows = comparisonRows([talent(1, 'woman'), talent(2, 'man', { hips: null })], t);
    const hips = rows.find((row) => row.key === 'hips');
    expect(hips?.cells[1]).toBeNull();
    expect(hips?.differs).toEqual({ metric: true, imperial: true });
    expect(rows.find((row) => row.key === 'bust')?.label).toBe('Busto/pecho');
    // Each talent's shoes on their own chart: the same EU size is not the same US size.
    const shoes = rows.find((row) => row.key === 'shoes');
    expect(shoes?.differs).toEqual({ metric: false, imperial: true });
  });
});
