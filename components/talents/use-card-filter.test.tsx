import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NO_FILTERS, type ListFilters } from '@/lib/talents/filters';

import { CARD_GROUP, cardsHtml, DRAWN_CARDS, type CardView } from './card-markup';
import { describeGridCards, FILTERED_ATTRIBUTE, filteredCards } from './grid-cards';
import { RESTORING_ATTRIBUTE } from './list-scroll';
import { applyFilters, indexCards, useCardFilter } from './use-card-filter';

const HAIR = ['loiro', 'preto', 'ruivo'];

/**
 * A list as card-grid.tsx leaves it: its cards' markup in groups of CARD_GROUP (card-markup.ts),
 * and the data they were written from, described to the filters.
 */
function grid(count: number): HTMLElement {
  const list = document.createElement('div');
  const cards = Array.from(
    { length: count },
    (_, index) =>
      `<div role="listitem" data-id="${index + 1}"><a href="/t"><span></span><span>Talent ${index + 1}</span></a></div>`,
  );
  for (let start = 0; start < count; start += CARD_GROUP)
    list.insertAdjacentHTML(
      'beforeend',
      `<div>${cards.slice(start, start + CARD_GROUP).join('')}</div>`,
    );
  const facts = Array.from({ length: count }, (_, index) => ({
    name: `Talent ${index + 1}`,
    gender: index % 2 ? 'man' : 'woman',
    height: 160 + (index % 30),
    hair: HAIR[index % 3] ?? null,
    eyes: null,
  }));
  describeGridCards(list, () => facts);
  return list;
}

/** The cards shown once filtered: the first group's. */
const ids = (list: HTMLElement) =>
  [...(list.firstElementChild?.children ?? [])].map((card) =>
    Number((card as HTMLElement).dataset.id),
  );

/** applyFilters to the end: its first screen at once, then every slice after it. */
function applyAll(list: HTMLElement, cards: ReturnType<typeof indexCards>, filters: ListFilters) {
  const { count } = applyFilters(filteredCards(list), cards, filters);
  vi.runAllTimers();
  return count;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('applyFilters', () => {
  it('keeps exactly the passing cards, in their order, through any sequence of filters', () => {
    const list = grid(60);
    const cards = indexCards(list);
    const steps: Partial<ListFilters>[] = [
      { hair: ['preto'] },
      { gender: 'woman' },
      { height: { min: 170, max: 180 }, hair: ['loiro'] },
      {},
      { q: 'talent 1' },
      { height: { min: 185, max: null } },
      { q: 'zzz' },
      { gender: 'man', hair: ['ruivo'] },
    ];
    expect(cards[9]?.facts.name).toBe('talent 10');
    for (const step of steps) {
      const filters = { ...NO_FILTERS, ...step };
      const expected = cards.filter(({ facts }) => {
        if (filters.hair.length && !filters.hair.includes(facts.hair ?? '')) return false;
        if (filters.gender && facts.gender !== filters.gender) return false;
        if (
          filters.height &&
          ((facts.height ?? 0) < (filters.height.min ?? 0) ||
            (facts.height ?? 0) > (filters.height.max ?? 999))
        )
          return false;
        return filters.q.split(' ').every((word) => facts.name.includes(word));
      });
      expect(applyAll(list, cards, filters), JSON.stringify(step)).toBe(expected.length);
      expect(ids(list), JSON.stringify(step)).toEqual(
        expected.map(({ element }) => Number(element.dataset.id)),
      );
    }
    // The other groups are hidden while filtered (talent-grid.module.css).
    expect(list.hasAttribute(FILTERED_ATTRIBUTE)).toBe(true);
  });

  it('places a first screen of cards at once and the rest in slices, which it can stop', () => {
    const list = grid(40);
    const cards = indexCards(list);
    const odd = Array.from({ length: 20 }, (_, index) => index * 2 + 1);
    // Slices of no time place one card each.
    const filter = { ...NO_FILTERS, gender: 'woman' as const };
    const { count, cancel } = applyFilters(filteredCards(list), cards, filter, 0);
    expect(count).toBe(20);
    // The first sixteen matches (ids 1 to 31) are in place; the cards after them wait in their
    // groups.
    expect(ids(list)).toEqual(odd.slice(0, 16));
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(ids(list)).toEqual(odd.slice(0, 17));
    cancel();
    vi.runAllTimers();
    expect(ids(list)).toEqual(odd.slice(0, 17));
    // Later filters start over from the grid as it is.
    expect(applyAll(list, cards, { ...NO_FILTERS, gender: 'woman' })).toBe(20);
    expect(ids(list)).toEqual(odd);
    expect(applyAll(list, cards, NO_FILTERS)).toBe(40);
    expect(ids(list)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('remembers cards taken out, so a later index still knows them', () => {
    const list = grid(4);
    applyAll(list, indexCards(list), { ...NO_FILTERS, gender: 'man' });
    expect(ids(list)).toEqual([2, 4]);
    expect(indexCards(list).map(({ element }) => element.dataset.id)).toEqual(['1', '2', '3', '4']);
  });
});

describe('indexCards', () => {
  it('knows cards the grid was not told about by their names, as the page writes them, not by what their links hold before them', () => {
    const names = [
      'Zoë Álvarez',
      'Lazy Sizes',
      ...Array.from({ length: DRAWN_CARDS + 2 }, (_, i) => `Ana ${i}`),
    ];
    const views: CardView[] = names.map((name, index) => ({
      favorite: {
        id: index + 1,
        name,
        slug: `t-${index}`,
        section: 'models',
        // The first talent has no cover: its link holds the initial of the name.
        cover: index === 0 ? null : `https://media.test/storage/${index}.jpg`,
        cover2: null,
      },
      gender: 'woman',
      facts: { height: 170, hair: null, eyes: 'mel' },
      href: `/en/models/${index + 1}/t-${index}`,
      heartLabel: `Favorite: ${name}`,
    }));
    const list = document.createElement('div');
    list.innerHTML = cardsHtml(views);
    // The link holds the initial, or the cover, before the name.
    expect(list.querySelector('[data-id] > a')?.textContent).toBe('ZZoë Álvarez');
    expect(list.querySelector('[data-id="2"] > a > img')?.getAttribute('loading')).toBe('eager');
    const cards = indexCards(list);
    expect(cards.map(({ facts }) => facts.name)).toEqual(
      names.map((name) =>
        name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      ),
    );
    // The markup says nothing else of them (card-markup.ts): a filter on it leaves them out.
    expect(cards[0]?.facts).toEqual({
      name: 'zoe alvarez',
      gender: '',
      height: null,
      hair: null,
      eyes: null,
    });
    expect(applyAll(list, cards, { ...NO_FILTERS, q: 'lazy' })).toBe(1);
    expect(applyAll(list, cards, { ...NO_FILTERS, q: 'zoe' })).toBe(1);
    expect(applyAll(list, cards, { ...NO_FILTERS, gender: 'woman' })).toBe(0);
  });

  it('reads the cards from the data they were written from, when the grid was given it', () => {
    const list = grid(3);
    const described = [1, 2, 3].map((id) => ({
      name: `Zoë ${id}`,
      gender: 'neutral',
      height: 150 + id,
      hair: null,
      eyes: 'mel',
    }));
    describeGridCards(list, () => described);
    expect(indexCards(list).map(({ facts }) => facts)).toEqual(
      described.map((facts) => ({ ...facts, name: facts.name.replace('ë', 'e').toLowerCase() })),
    );
    // A name holding the character the names are joined with does not shift the others.
    describeGridCards(list, () =>
      described.map((facts, index) => (index === 0 ? { ...facts, name: 'Ana\0Bel' } : facts)),
    );
    expect(indexCards(list).map(({ facts }) => facts.name)).toEqual(['ana\0bel', 'zoe 2', 'zoe 3']);
    // Data that does not fit the grid is not trusted: the cards are known by their names.
    describeGridCards(list, () => described.slice(1));
    expect(indexCards(list).map(({ facts }) => facts)).toEqual(
      [1, 2, 3].map((id) => ({
        name: `talent ${id}`,
        gender: '',
        height: null,
        hair: null,
        eyes: null,
      })),
    );
  });
});

describe('useCardFilter', () => {
  /** The list's two islands in the page's order: the filters first, then the grid. */
  function Page({ filters, described }: { filters: ListFilters; described: boolean }) {
    return (
      <>
        <Count filters={filters} />
        <Grid described={described} />
      </>
    );
  }
  function Count({ filters }: { filters: ListFilters }) {
    return <p data-testid="count">{String(useCardFilter('cards', filters)?.count ?? null)}</p>;
  }
  const facts = Array.from({ length: 30 }, (_, index) => ({
    name: `Talent ${index + 1}`,
    gender: index % 2 ? 'man' : 'woman',
    height: 160 + index,
    hair: HAIR[index % 3] ?? null,
    eyes: null,
  }));
  /** A grid that describes its cards in its own layout effect, as card-grid.tsx does. */
  function Grid({ described }: { described: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    const [html] = useState(() => grid(30).innerHTML);
    const [read] = useState(() => () => facts);
    useLayoutEffect(() => {
      if (described && ref.current) describeGridCards(ref.current, read);
    }, [described, read]);
    return <div id="cards" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const cardsShown = () => ids(document.getElementById('cards') as HTMLElement);

  it('filters a list that mounts already filtered by what its cards say', () => {
    // Mounted filtered, as after Back or a tab: the filters' effect runs before the grid's.
    render(
      <Page
        filters={{ ...NO_FILTERS, hair: ['preto'], height: { min: 165, max: null } }}
        described
      />,
    );
    const expected = facts.flatMap((card, index) =>
      card.hair === 'preto' && card.height >= 165 ? [index + 1] : [],
    );
    expect(screen.getByTestId('count').textContent).toBe(String(expected.length));
    expect(cardsShown()).toEqual(expected);
    cleanup();
  });

  it('places every card at once, laid out for real, when mounted by Back or Forward', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const filters = { ...NO_FILTERS, height: { min: 161, max: null } };
    // As React renders a traversal: synchronously, inside the popstate event.
    const onPopState = () => flushSync(() => root.render(<Page filters={filters} described />));
    window.addEventListener('popstate', onPopState);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    window.removeEventListener('popstate', onPopState);
    const list = document.getElementById('cards') as HTMLElement;
    // More than a first screen, all in place before any slice: the browser restores the scroll
    // position right after this event.
    expect(cardsShown()).toEqual(Array.from({ length: 29 }, (_, index) => index + 2));
    expect(list.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
    act(() => vi.runAllTimers());
    expect(list.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('waits for a description the grid gives later, and uses it rather than the names alone', () => {
    const filters = { ...NO_FILTERS, gender: 'woman' as const };
    const { rerender } = render(<Page filters={filters} described={false} />);
    expect(screen.getByTestId('count').textContent).toBe('null');
    act(() => rerender(<Page filters={filters} described />));
    expect(screen.getByTestId('count').textContent).toBe('15');
    expect(cardsShown()).toEqual(Array.from({ length: 15 }, (_, index) => index * 2 + 1));
    cleanup();
  });
});
