import { describe, expect, it } from 'vitest';

import { parseSelectionIds, pickSelection, SELECTION_MAX, selectionSegment } from './selection';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('parseSelectionIds', () => {
  it('reads ids in order, without repeats', () => {
    expect(parseSelectionIds('12-45-78')).toEqual({ kind: 'ids', ids: [12, 45, 78] });
    expect(parseSelectionIds('3-1-3')).toEqual({ kind: 'ids', ids: [3, 1] });
    expect(parseSelectionIds('7')).toEqual({ kind: 'ids', ids: [7] });
  });

  it('is no selection unless every part is a talent id', () => {
    for (const segment of ['', '-', '1-', '1--2', '0', '1-x', '01', '1.5', '-3', '12345678901']) {
      expect(parseSelectionIds(segment), segment).toEqual({ kind: 'invalid' });
    }
  });

  it(`holds at most ${SELECTION_MAX} talents`, () => {
    expect(parseSelectionIds(range(SELECTION_MAX).join('-'))).toEqual({
      kind: 'ids',
      ids: range(SELECTION_MAX),
    });
    expect(parseSelectionIds(range(SELECTION_MAX + 1).join('-'))).toEqual({
      kind: 'tooMany',
      count: SELECTION_MAX + 1,
    });
    expect(parseSelectionIds(range(500).join('-'))).toEqual({ kind: 'tooMany', count: 500 });
    // Repeats do not count against the limit.
    expect(
      parseSelectionIds([...range(SELECTION_MAX), ...range(SELECTION_MAX)].join('-')),
    ).toMatchObject({ kind: 'ids' });
  });
});

describe('selectionSegment', () => {
  it('joins ids, and gives nothing to share for none or too many', () => {
    expect(selectionSegment([12, 45, 12, 78])).toBe('12-45-78');
    expect(selectionSegment([])).toBeNull();
    expect(selectionSegment(range(SELECTION_MAX + 1))).toBeNull();
  });

  it('round-trips through parseSelectionIds', () => {
    expect(parseSelectionIds(selectionSegment([9, 4, 1]) ?? '')).toEqual({
      kind: 'ids',
      ids: [9, 4, 1],
    });
  });
});

describe('pickSelection', () => {
  const models = [
    { id: 1, list: 'models' },
    { id: 2, list: 'models' },
  ];
  const talents = [
    { id: 2, list: 'talents' },
    { id: 3, list: 'talents' },
  ];

  it('picks the talents in the link’s order and counts the ones that no longer exist', () => {
    const { talents: picked, skipped } = pickSelection([3, 99, 1, 2], [models, talents]);
    expect(picked.map((talent) => talent.id)).toEqual([3, 1, 2]);
    expect(picked[2]?.list).toBe('models');
    expect(skipped).toBe(1);
  });

  it('skips everything when no list has the ids', () => {
    expect(pickSelection([5, 6], [models, []])).toEqual({ talents: [], skipped: 2 });
  });
});
