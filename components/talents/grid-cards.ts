import type { CardFacts } from '@/lib/talents/filters';

const cardsByGrid = new WeakMap<HTMLElement, HTMLElement[]>();

/**
 * Every card of a grid, in order, including the ones the filters have taken out of the page
 * (use-card-filter.ts): read from the DOM the first time, before any is taken out. A grid's
 * children are groups of cards (card-markup.ts).
 */
export function gridCards(grid: HTMLElement): HTMLElement[] {
  let cards = cardsByGrid.get(grid);
  if (!cards) {
    cards = [...grid.querySelectorAll<HTMLElement>(':scope > * > [data-id]')];
    cardsByGrid.set(grid, cards);
  }
  return cards;
}

/** The function that reads a grid's facts, as describeGridCards was given it. */
export type GridDescription = () => readonly CardFacts[];

const factsByGrid = new WeakMap<HTMLElement, GridDescription>();
const waiting = new WeakMap<HTMLElement, Set<() => void>>();

/**
 * Tells the grid's filters what its cards say (names not yet folded), in the grid's order, from
 * the data the page wrote them from (card-grid.tsx): reading it from a thousand cards' markup
 * cost a phone's first filter more than all the matching. Filters waiting for it
 * (whenGridDescribed) run at once, in the same commit.
 */
export function describeGridCards(grid: HTMLElement, facts: GridDescription): void {
  factsByGrid.set(grid, facts);
  const listeners = waiting.get(grid);
  waiting.delete(grid);
  for (const listener of listeners ?? []) listener();
}

/** What describeGridCards was given for the grid, or null: its identity says when it changed. */
export function gridDescription(grid: HTMLElement): GridDescription | null {
  return factsByGrid.get(grid) ?? null;
}

/** What describeGridCards was told of the grid's cards, or null. */
export function describedGridCards(grid: HTMLElement): readonly CardFacts[] | null {
  return factsByGrid.get(grid)?.() ?? null;
}

/**
 * Calls `listener` once, when the grid is next described; answers the function that stops
 * waiting. A list's filters render before its grid (talent-list.tsx): when both mount in one
 * commit, as after a move inside the site, the filters' effect runs before the grid has
 * described its cards.
 */
export function whenGridDescribed(grid: HTMLElement, listener: () => void): () => void {
  const listeners = waiting.get(grid) ?? new Set();
  listeners.add(listener);
  waiting.set(grid, listeners);
  return () => {
    listeners.delete(listener);
  };
}

/** On a grid whose cards the filters place (talent-grid.module.css). */
export const FILTERED_ATTRIBUTE = 'data-filtered';

/**
 * Where the filters place a grid's cards: its first group, which from then on holds every card
 * that passes, in order, while the other groups are hidden with what they still hold. The browser
 * skips a group of cards off screen as a whole, and a group is a grid of its own: cards taken out
 * of groups here and there would leave gaps in their rows.
 */
export function filteredCards(grid: HTMLElement): HTMLElement {
  if (!grid.hasAttribute(FILTERED_ATTRIBUTE)) grid.setAttribute(FILTERED_ATTRIBUTE, '');
  return grid.firstElementChild instanceof HTMLElement ? grid.firstElementChild : grid;
}
