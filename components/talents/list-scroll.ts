import { drawCoversNear } from './card-covers';

/**
 * Where the visitor had scrolled each list, by its URL, and how a filtered list is put back there
 * on Back and Forward (use-card-filter.ts).
 *
 * The browser remembers a history entry's scroll position when the next entry is pushed, but the
 * router pushes the next page's entry after it has replaced the list in the document, by which
 * time a shorter page has cut the position short: coming back, the browser would restore that.
 * So the list notes the position itself, as the visitor scrolls (a note taken when leaving would
 * already read the next page's), and puts it back after the browser's own restoration.
 */
const positions = new Map<string, number>();

/** Older lists are forgotten first; a visit rarely goes back further. */
const KEPT = 50;

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Notes the scroll position of the list `gridId` as the visitor scrolls, while its grid is in the
 * page (the scroll the next page's shorter height causes comes after it has gone); answers what
 * stops it.
 */
export function rememberListScroll(gridId: string): () => void {
  const grid = document.getElementById(gridId);
  const note = () => {
    if (!grid?.isConnected) return;
    const url = here();
    positions.delete(url);
    positions.set(url, Math.round(window.scrollY));
    if (positions.size > KEPT) positions.delete(positions.keys().next().value ?? '');
  };
  window.addEventListener('scroll', note, { passive: true });
  return () => window.removeEventListener('scroll', note);
}

/** Where the visitor left the list now in the address bar, or null when it was never scrolled. */
export function rememberedListScroll(): number | null {
  return positions.get(here()) ?? null;
}

/** On a grid whose cards are laid out for real while the browser restores a scroll position. */
export const RESTORING_ATTRIBUTE = 'data-restoring';

/**
 * Lays the filtered cards out for real (talent-grid.module.css) while the page scrolls back to
 * `top`, after the browser's own restoration, and until a frame has been drawn, by which time each
 * card's size is remembered, so content-visibility skips them again at their true sizes; then
 * draws the covers near the viewport. Answers what ends it at once.
 */
export function restoreCards(grid: HTMLElement, top: number | null): () => void {
  grid.setAttribute(RESTORING_ATTRIBUTE, '');
  let frame = requestAnimationFrame(() => {
    if (top !== null) window.scrollTo({ top, behavior: 'instant' });
    frame = requestAnimationFrame(end);
  });
  function end() {
    if (!grid.hasAttribute(RESTORING_ATTRIBUTE)) return;
    grid.removeAttribute(RESTORING_ATTRIBUTE);
    drawCoversNear(grid);
  }
  return () => {
    cancelAnimationFrame(frame);
    end();
  };
}
