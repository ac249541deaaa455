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

const factsByGrid = new WeakMap<HTMLElement, () => readonly CardFacts[]>();

/**
 * Tells the grid's filters what its cards say (names not yet folded), in the grid's order, from
 * the data the page wrote them from (card-grid.tsx): reading it from a thousand cards' markup
 * cost a phone's first filter more than all the matching.
 */
export function describeGridCards(grid: HTMLElement, facts: () => readonly CardFacts[]): void {
  factsByGrid.set(grid, facts);
}

/** What describeGridCards was told of the grid's cards, or null. */
export function describedGridCards(grid: HTMLElement): readonly CardFacts[] | null {
  return factsByGrid.get(grid)?.() ?? null;
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
