import { FRAME_MS, whenIdle } from '@/components/layout/when-idle';

import { coverAttributes } from './card-markup';
import { FILTERED_ATTRIBUTE } from './grid-cards';

/**
 * Covers that wait: past a list's first cards, the markup draws no cover (card-markup.ts), so
 * parsing a thousand-card list does not create, size and register a thousand lazy images, nor the
 * two nodes a `<noscript>` image cost each card (docs/performance.md, "A thousand cards are one
 * element"). Without scripts, a stylesheet after the cards paints them.
 *
 * With scripts, a card's cover is drawn from the cards' data when the card nears the viewport: when
 * `content-visibility: auto` (talent-grid.module.css) stops skipping the card's group (or, once the
 * list is filtered, the card), about one and a half screens ahead, as far as the browser's own lazy
 * loading looks ahead. The drawn image is still `loading="lazy"`, so drawing one early only creates
 * it early.
 */

/** A card's cover as the cards' data has it (its full address), or null for a talent without one. */
export type CoverOf = (card: Element) => string | null;

/**
 * How many screens ahead a cover is drawn when no content-visibility event says so: more than
 * content-visibility's own margin (about one and a half), so no card it has shown is missed.
 */
const AHEAD_SCREENS = 2;
/** The first look at covers below the first screen waits at most this long for an idle moment. */
const FIRST_LOOK_WITHIN_MS = 500;

/** Where each grid's cards find their covers, for what draws them later (list-scroll.ts). */
const coversByGrid = new WeakMap<Element, CoverOf>();

/**
 * A card whose cover is still to be drawn: its link holds only the name (a drawn cover is an
 * image, a talent without one has its initial).
 */
function waiting(card: Element): HTMLAnchorElement | null {
  const link = card.firstElementChild;
  return link instanceof HTMLAnchorElement && link.firstElementChild === null ? link : null;
}

/** Draws a card's cover if it is still waiting; does nothing otherwise. */
export function drawCover(card: Element | null, coverOf: CoverOf): void {
  const link = card ? waiting(card) : null;
  const source = card && link ? coverOf(card) : null;
  if (!link || !source) return;
  const image = document.createElement('img');
  image.alt = '';
  for (const [name, value] of coverAttributes(source, 'lazy')) image.setAttribute(name, value);
  link.prepend(image);
}

/**
 * Draws the covers of `grid`'s cards as they near the viewport, from now on, reading each from
 * `coverOf`; answers what stops it. A grid's children are groups of cards; once filtered, its
 * first group holds the cards shown (use-card-filter.ts). Cards the filters take out and put back
 * are drawn when they come near again.
 */
export function drawCoversNearViewport(grid: HTMLElement, coverOf: CoverOf): () => void {
  coversByGrid.set(grid, coverOf);
  if (typeof ContentVisibilityAutoStateChangeEvent !== 'function')
    return observeCovers(grid, coverOf);
  // Not a bubbling event: caught on its way down to the group, or to the card once filtered.
  const onStateChange = (event: Event) => {
    const { skipped, target } = event as ContentVisibilityAutoStateChangeEvent;
    if (!skipped && target instanceof Element) drawShown(target, coverOf);
  };
  grid.addEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
  const stop = () =>
    grid.removeEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
  // Cards the filters placed may be on screen: their covers are drawn at once. Unfiltered, on a
  // page's first load the covers still waiting are below the first screen (the first DRAWN_CARDS
  // are drawn in the markup), so they wait for the browser to be idle rather than lengthen
  // hydration's tasks on a phone; a visitor already further down (a restored scroll) sees them an
  // idle moment later.
  if (grid.hasAttribute(FILTERED_ATTRIBUTE)) {
    drawCoversNear(grid);
    return stop;
  }
  const cancel = whenIdle(() => drawCoversNear(grid), FIRST_LOOK_WITHIN_MS, FRAME_MS);
  return () => {
    cancel();
    stop();
  };
}

/**
 * Draws what content-visibility showed before the grid's listener was there, or while the cards
 * were laid out for a restored scroll position (use-card-filter.ts): its groups, or once filtered,
 * the cards shown. They are in reading order, so the look stops at the first one below
 * the margin.
 */
export function drawCoversNear(grid: HTMLElement): void {
  const coverOf = coversByGrid.get(grid);
  if (!coverOf) return;
  const shown = grid.hasAttribute(FILTERED_ATTRIBUTE)
    ? grid.firstElementChild?.children
    : grid.children;
  const above = -innerHeight * AHEAD_SCREENS;
  const below = innerHeight * (1 + AHEAD_SCREENS);
  for (const item of shown ?? []) {
    const { top, bottom } = item.getBoundingClientRect();
    if (top > below) break;
    if (bottom >= above) drawShown(item, coverOf);
  }
}

/** Draws the cover of a card content-visibility shows, or of each card of a group it shows. */
function drawShown(item: Element, coverOf: CoverOf): void {
  if (item.hasAttribute('data-id')) drawCover(item, coverOf);
  else for (const card of item.children) drawCover(card, coverOf);
}

/** Where the browser does not say when content-visibility shows a card: an observer watches. */
function observeCovers(grid: HTMLElement, coverOf: CoverOf): () => void {
  const cards = [...grid.querySelectorAll(':scope > * > [data-id]')].filter(
    (card) => waiting(card) !== null,
  );
  if (typeof IntersectionObserver !== 'function') {
    for (const card of cards) drawCover(card, coverOf);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        drawCover(entry.target, coverOf);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `${AHEAD_SCREENS * 100}% 0px` },
  );
  for (const card of cards) observer.observe(card);
  return () => observer.disconnect();
}
