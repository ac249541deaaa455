import { describe, expect, it } from 'vitest';

import { matchCards, matchesFilters, prepareFilters } from './filter-match';
import { foldText, NO_FILTERS, type CardFacts, type ListFilters } from './filters';

describe('matchesFilters', () => {
  const lucia: CardFacts = {
    name: foldText('Lucía Navarro'),
    gender: 'woman',
    height: 174,
    hair: 'brown',
    eyes: 'green',
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

  it('passes a talent whose colour is any of the chosen families, and compares gender', () => {
    expect(matches(lucia, { hair: ['brown'], eyes: ['green'], gender: 'woman' })).toBe(true);
    expect(matches(lucia, { hair: ['black', 'brown'], eyes: ['blue', 'green'] })).toBe(true);
    expect(matches(lucia, { hair: ['blonde'] })).toBe(false);
    expect(matches(lucia, { gender: 'man' })).toBe(false);
  });

  it('leaves out talents whose filtered value is unknown, and keeps everyone without filters', () => {
    expect(matches(unknown, { height: { min: 150, max: null } })).toBe(false);
    expect(matches(unknown, { hair: ['black'] })).toBe(false);
    expect(matches(unknown, {})).toBe(true);
  });
});

describe('matchCards', () => {
  const card = (name: string, height: number, hair: string, eyes: string): CardFacts => ({
    name,
    gender: 'woman',
    height,
    hair,
    eyes,
  });
  const cards = [
    card('ana', 170, 'blonde', 'green'),
    card('bea', 180, 'blonde', 'blue'),
    card('eva', 180, 'brown', 'green'),
    card('ida', 160, 'brown', 'green'),
    card('ana', 185, 'black', 'brown'),
  ];
  const match = (filters: Partial<ListFilters>) =>
    matchCards(cards, prepareFilters({ ...NO_FILTERS, ...filters }));

  it('counts each colour family given every other filter, its own excepted', () => {
    const { matches, count, facets } = match({
      height: { min: 170, max: null },
      hair: ['blonde'],
      eyes: ['green'],
    });
    expect(matches).toEqual([true, false, false, false, false]);
    expect(count).toBe(1);
    // Hair given the height and eye filters: ana (blonde) and eva (brown) have green eyes.
    expect(Object.fromEntries(facets.hair)).toEqual({ blonde: 1, brown: 1 });
    // Eyes given the height and hair filters: ana and bea are blonde.
    expect(Object.fromEntries(facets.eyes)).toEqual({ green: 1, blue: 1 });
  });

  it('counts by the name search too, and everything without filters', () => {
    expect(Object.fromEntries(match({ q: 'ana' }).facets.hair)).toEqual({ blonde: 1, black: 1 });
    const all = match({});
    expect(all.count).toBe(5);
    expect(Object.fromEntries(all.facets.eyes)).toEqual({ green: 3, blue: 1, brown: 1 });
  });
});
