'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { foldText, matchesFilters, prepareFilters, writeFilters, type CardFacts, type ListFilters } from '@/lib/talents/filters';

type IndexedCard = { element: HTMLElement; facts: CardFacts };

/** What a server-written card says about its talent (card-markup.ts), read once per list. */
export function indexCards(grid: HTMLElement): IndexedCard[] {
  return [...grid.querySelectorAll<HTMLElement>(':scope > li[data-id]')].map((element) => {
    const { gender = '', height, hair = null, eyes = null } = element.dataset;
    const name = foldText(element.querySelector('a')?.textContent ?? '');
    return { element, facts: { name, gender, height: height ? Number(height) : null, hair, eyes } };
  });
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
 * Shows only the cards of the grid `gridId` that pass the filters, by toggling `hidden` on the
 * cards the server wrote: a thousand cards stay one hydrated element (card-grid.tsx), and only
 * the cards whose state changes are touched. Runs before paint, so the count and the cards change
 * in the same frame. Answers how many cards are shown, or null until the filters have run.
 */
export function useCardFilter(gridId: string, filters: ListFilters): number | null {
  const [store] = useState(countStore);
  const shown = useSyncExternalStore(store.subscribe, store.get, () => null);
  const cards = useRef<IndexedCard[] | null>(null);
  const key = writeFilters(filters, new URLSearchParams()).toString();

  useLayoutEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid) return;
    cards.current ??= indexCards(grid);
    const prepared = prepareFilters(filters);
    let count = 0;
    for (const { element, facts } of cards.current) {
      const match = matchesFilters(facts, prepared);
      if (element.hidden === match) element.hidden = !match;
      if (match) count += 1;
    }
    store.set(count);
    // `key` stands for the filters: a new object with the same filters does not run this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gridId, key, store]);

  return shown;
}
