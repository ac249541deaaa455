const cardsByGrid = new WeakMap<HTMLElement, HTMLElement[]>();

/**
 * Every card of a grid, in order, including the ones the filters have taken out of the page
 * (use-card-filter.ts): read from the DOM the first time, before any is taken out.
 */
export function gridCards(grid: HTMLElement): HTMLElement[] {
  let cards = cardsByGrid.get(grid);
  if (!cards) {
    cards = [...grid.querySelectorAll<HTMLElement>(':scope > li[data-id]')];
    cardsByGrid.set(grid, cards);
  }
  return cards;
}
