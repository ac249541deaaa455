'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

import {
  foldText,
  hasFilters,
  matchesFilters,
  prepareFilters,
  writeFilters,
  type CardFacts,
  type ListFilters,
} from '@/lib/talents/filters';

import { gridCards } from './grid-cards';

type IndexedCard = { element: HTMLElement; facts: CardFacts };

/**
 * What a server-written card says about its talent (card-markup.ts), read once per list. The name
 * is the link's last part: its first holds the cover, which past the first cards is a
 * `<noscript>` whose markup a page with scripts keeps as text. The names are folded as one string:
 * a thousand calls cost a phone's first key more than one (no name holds U+0000: HTML has none).
 */
export function indexCards(grid: HTMLElement): IndexedCard[] {
  const elements = gridCards(grid);
  const names = foldText(
    elements
      .map((element) => element.querySelector('a')?.lastElementChild?.textContent ?? '')
      .join('\0'),
  ).split('\0');
  return elements.map((element, index) => {
    const height = element.getAttribute('data-height');
    const facts = {
      name: names[index] ?? '',
      gender: element.getAttribute('data-gender') ?? '',
      height: height ? Number(height) : null,
      hair: element.getAttribute('data-hair'),
      eyes: element.getAttribute('data-eyes'),
    };
    return { element, facts };
  });
}

/**
 * Puts in the grid exactly the cards that pass, in their order, moving only the cards whose state
 * changes. Cards are taken out of the document rather than hidden: in Chromium, hiding 700 cards
 * with display: none costs about ten times the style work of removing them, and putting them
 * back costs what showing them would. Answers how many cards are in.
 */
export function applyFilters(
  grid: HTMLElement,
  cards: readonly IndexedCard[],
  filters: ListFilters,
): number {
  const prepared = prepareFilters(filters);
  let count = 0;
  // The first card in the grid not yet passed: cards in the grid are always in their order.
  let next = grid.firstElementChild;
  for (const { element, facts } of cards) {
    const match = matchesFilters(facts, prepared);
    const inGrid = element.parentNode === grid;
    if (inGrid) next = element.nextElementSibling;
    if (match && !inGrid) grid.insertBefore(element, next);
    else if (!match && inGrid) element.remove();
    if (match) count += 1;
  }
  return count;
}

/** How many cards show: the DOM is the source, so it is read like any external store. */
function countStore() {
  let count: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    set(next: number) {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Shows only the cards of the grid `gridId` that pass the filters (applyFilters): the thousand
 * server-written cards stay one hydrated element (card-grid.tsx) and no card is re-rendered.
 * Runs before paint, so the count and the cards change in the same frame. Answers how many cards
 * show, or null until the filters have run.
 */
export function useCardFilter(gridId: string, filters: ListFilters): number | null {
  const [store] = useState(countStore);
  const shown = useSyncExternalStore(store.subscribe, store.get, () => null);
  const cards = useRef<IndexedCard[] | null>(null);
  const key = writeFilters(filters, new URLSearchParams()).toString();

  useLayoutEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid) return;
    // Nothing filtered yet: every card the server wrote is in, so there is nothing to read or move.
    if (!cards.current && !hasFilters(filters)) return;
    cards.current ??= indexCards(grid);
    store.set(applyFilters(grid, cards.current, filters));
    // `key` stands for the filters: a new object with the same filters does not run this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gridId, key, store]);

  return shown;
}
