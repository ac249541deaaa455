'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

import { matchCards, prepareFilters, type FacetCounts } from '@/lib/talents/filter-match';
import {
  filtersKey,
  foldText,
  hasFilters,
  type CardFacts,
  type ListFilters,
} from '@/lib/talents/filters';

import {
  describedGridCards,
  filteredCards,
  gridCards,
  gridDescription,
  whenGridDescribed,
  type GridDescription,
} from './grid-cards';
import { rememberedListScroll, rememberListScroll, restoreCards } from './list-scroll';

type IndexedCard = { element: HTMLElement; facts: CardFacts };

/**
 * What the grid's cards say about their talents, read once per list from the data the grid was
 * written from (card-grid.tsx). The cards' markup holds only their names (card-markup.ts): should
 * that data be missing or not fit the grid, each card is known by its name, so the search still
 * finds it and any other filter leaves it out. The names are folded as one string, since a
 * thousand calls cost a phone's first key more than one.
 */
export function indexCards(grid: HTMLElement): IndexedCard[] {
  const elements = gridCards(grid);
  const described = describedGridCards(grid);
  const facts =
    described && described.length === elements.length ? described : elements.map(nameOnly);
  const joined = foldText(facts.map(({ name }) => name).join('\0')).split('\0');
  // HTML has no U+0000, but a name in the back-end's data could: then each is folded alone.
  const names = joined.length === facts.length ? joined : facts.map(({ name }) => foldText(name));
  return elements.map((element, index) => ({
    element,
    facts: { ...(facts[index] ?? EMPTY_FACTS), name: names[index] ?? '' },
  }));
}

const EMPTY_FACTS: CardFacts = { name: '', gender: '', height: null, hair: null, eyes: null };

/**
 * A card's facts from its markup: its name only, the link's last text (before it, the link holds
 * the cover or the initial of a talent without one).
 */
function nameOnly(element: HTMLElement): CardFacts {
  return { ...EMPTY_FACTS, name: element.querySelector('a')?.lastChild?.textContent ?? '' };
}

/**
 * Where placing cards has got to: the next card to place, and the first card in the grid not yet
 * passed (cards in the grid are always in their order, so a card put back goes before it).
 */
type Cursor = { index: number; next: Element | null };

/** Places cards from the cursor on, until `stop` (asked after each card) says so, or the end. */
function placeCards(
  grid: HTMLElement,
  cards: readonly IndexedCard[],
  matches: readonly boolean[],
  cursor: Cursor,
  stop: (matched: boolean) => boolean,
): void {
  while (cursor.index < cards.length) {
    const element = cards[cursor.index]?.element;
    const match = matches[cursor.index] === true;
    if (!element) return;
    const inGrid = element.parentNode === grid;
    if (inGrid) cursor.next = element.nextElementSibling;
    if (match && !inGrid) grid.insertBefore(element, cursor.next);
    else if (!match && inGrid) element.remove();
    cursor.index += 1;
    if (stop(match)) return;
  }
}

/**
 * Cards put right before the frame: more than a first screen holds, on a phone (eight rows of two)
 * or a desktop (four rows of four).
 */
const FIRST_CARDS = 16;
/** How long a later slice may take before it lets a key and a frame through. */
const SLICE_MS = 4;

/**
 * Puts in the grid exactly the cards that pass, in their order, moving only the cards whose state
 * changes: the cards a first screen shows at once, the rest in short slices after it. Answers how
 * many cards pass, the colour families' counts given the other filters, and a function that stops the slices still to come (the next filters start
 * over from the grid as it is then). With `firstCards` and `sliceMs` infinite, every card is placed
 * at once.
 *
 * Cards are taken out of the document rather than hidden: in Chromium, hiding 700 cards with
 * display: none costs about ten times the style work of removing them, and putting them back
 * costs what showing them would. Still, taking a card out costs about as much as a small script,
 * and the first key typed in the name search takes out hundreds: done at once, that held the
 * visitor's next key back.
 */
export function applyFilters(
  grid: HTMLElement,
  cards: readonly IndexedCard[],
  filters: ListFilters,
  sliceMs = SLICE_MS,
  firstCards = FIRST_CARDS,
): FilterResult & { cancel: () => void } {
  const { matches, count, facets } = matchCards(
    cards.map(({ facts }) => facts),
    prepareFilters(filters),
  );
  const cursor: Cursor = { index: 0, next: grid.firstElementChild };
  let shown = 0;
  placeCards(grid, cards, matches, cursor, (match) => (shown += match ? 1 : 0) >= firstCards);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const end = performance.now() + sliceMs;
    placeCards(grid, cards, matches, cursor, () => performance.now() >= end);
    timer = cursor.index < cards.length ? setTimeout(slice, 0) : undefined;
  };
  if (cursor.index < cards.length) timer = setTimeout(slice, 0);
  return { count, facets, cancel: () => clearTimeout(timer) };
}

/** What the filters last showed: how many cards, and the colour families' counts. */
export type FilterResult = { count: number; facets: FacetCounts };

/** What the filters show: the DOM is the source, so it is read like any external store. */
function resultStore() {
  let result: FilterResult | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => result,
    set(next: FilterResult) {
      result = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The cards of one grid, indexed from one description of them (grid-cards.ts). */
type Index = { grid: HTMLElement; source: GridDescription | null; cards: IndexedCard[] };

/** The index of the grid's cards, made again when the grid or its description is new. */
function indexOf(grid: HTMLElement, index: Index | null): Index {
  const source = gridDescription(grid);
  if (index && index.grid === grid && index.source === source) return index;
  return { grid, source, cards: indexCards(grid) };
}

/**
 * Shows only the cards of the grid `gridId` that pass the filters (applyFilters), in the grid's
 * first group (filteredCards): the thousand server-written cards stay one hydrated element
 * (card-grid.tsx) and no card is re-rendered. Runs before paint, so the count and the first screen
 * of cards change in the same frame. Answers how many cards show and the colour families' counts,
 * or null until the filters have run.
 *
 * The filters wait for the grid to describe its cards, which it does in its own layout effect:
 * after the page's first load the filters start empty and run later, but when the list mounts
 * with the page already filtered (back to it, a tab, a menu link, a language switch) the filters'
 * effect runs first, and cards known by their names only would all fail any other filter. Then
 * they run when the grid describes them, still in the same commit, before the first paint.
 *
 * Mounted during Back or Forward (React renders those synchronously, in the `popstate` event),
 * every card is placed at once and laid out for real while the page scrolls back to where the
 * visitor left it (restoreCards): a list cut short, or sized by content-visibility's estimates,
 * would put other cards at that position.
 */
export function useCardFilter(gridId: string, filters: ListFilters): FilterResult | null {
  const [store] = useState(resultStore);
  const shown = useSyncExternalStore(store.subscribe, store.get, () => null);
  const index = useRef<Index | null>(null);
  const mounted = useRef(false);
  const key = filtersKey(filters);

  useLayoutEffect(() => {
    const restoring = !mounted.current && window.event?.type === 'popstate';
    mounted.current = true;
    const grid = document.getElementById(gridId);
    if (!grid) return;
    // Nothing filtered yet: every card the server wrote is in, so there is nothing to read or move.
    if (!index.current && !hasFilters(filters)) return;
    let cancel = () => {};
    const run = () => {
      index.current = indexOf(grid, index.current);
      const list = filteredCards(grid);
      const applied = restoring
        ? applyFilters(list, index.current.cards, filters, Infinity, Infinity)
        : applyFilters(list, index.current.cards, filters);
      cancel = restoring ? restoreCards(grid, rememberedListScroll()) : applied.cancel;
      store.set({ count: applied.count, facets: applied.facets });
    };
    let stopWaiting = () => {};
    if (gridDescription(grid)) run();
    else stopWaiting = whenGridDescribed(grid, run);
    return () => {
      stopWaiting();
      cancel();
    };
    // `key` stands for the filters: a new object with the same filters does not run this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gridId, key, store]);
  useLayoutEffect(() => rememberListScroll(gridId), [gridId]);

  return shown;
}
