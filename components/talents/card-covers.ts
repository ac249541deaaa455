import { FRAME_MS, whenIdle } from '@/components/layout/when-idle';

import { coverAttributes } from './card-markup';
import { FILTERED_ATTRIBUTE } from './grid-cards';

/**
 * Covers that wait: past a list's first cards, the markup draws no cover (card-markup.ts), so
 * parsing a thousand-card list does not create, size and register a thousand lazy images, nor the
 * two nodes a `<noscript>` image cost each card (docs/performance.md, "A thousand cards are one
 * element"). Without scripts, a stylesheet after the cards paints them.
 *
 * With scripts, a card's cover is drawn from the cards' data when the card comes within half a
 * screen of the viewport, the margin within which content-visibility (talent-grid.module.css)
 * draws the cards themselves. Only the cards of groups content-visibility shows are watched, a
 * few dozen at a time. A phone's first visit so fetches the covers of the first screen and of the
 * next row or two, where the browser's own lazy loading, looking further ahead, took twice as many.
 */

/** A card's cover as the cards' data has it (its full address), or null for a talent without one. */
export type CoverOf = (card: Element) => string | null;

/**
 * How far ahead of the viewport, above and below, a card's cover is drawn: half a screen, about
 * what content-visibility itself looks ahead.
 */
const COVER_MARGIN = '50% 0px';
/**
 * How many screens around the viewport the first look (and a restored scroll) looks for groups
 * content-visibility showed before the grid was listening: more than its own margin, so no group
 * it has shown is missed.
 */
const AHEAD_SCREENS = 2;
/** The first look at covers below the first screen waits at most this long for an idle moment. */
const FIRST_LOOK_WITHIN_MS = 500;

/** Puts a card whose cover waits under watch, until it nears the viewport. */
type Watch = (card: Element) => void;

/** Each grid's watch, for what shows its cards later (list-scroll.ts). */
const watches = new WeakMap<Element, Watch>();

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
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              drawCover(entry.target, coverOf);
              observer?.unobserve(entry.target);
            }
          },
          { rootMargin: COVER_MARGIN },
        )
      : null;
  // Without an observer, a cover is drawn as soon as its card is shown.
  const watch: Watch = (card) => {
    if (!waiting(card)) return;
    if (observer) observer.observe(card);
    else drawCover(card, coverOf);
  };
  watches.set(grid, watch);
  const disconnect = () => observer?.disconnect();
  if (typeof ContentVisibilityAutoStateChangeEvent !== 'function') {
    // Nothing says which cards content-visibility shows: every waiting card is watched.
    for (const card of grid.querySelectorAll(':scope > * > [data-id]')) watch(card);
    return disconnect;
  }
  // Not a bubbling event: caught on its way down to the group, or to the card once filtered.
  const onStateChange = (event: Event) => {
    const { skipped, target } = event as ContentVisibilityAutoStateChangeEvent;
    if (!skipped && target instanceof Element) watchShown(target, watch);
  };
  grid.addEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
  const stop = () => {
    grid.removeEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
    disconnect();
  };
  // Cards the filters placed may be on screen: they are watched at once. Unfiltered, on a page's
  // first load the covers still waiting are below the first screen (the first DRAWN_CARDS are
  // drawn in the markup), so the first look waits for the browser to be idle rather than lengthen
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
 * Watches the cards content-visibility showed before the grid's listener was there, or while the
 * cards were laid out for a restored scroll position (use-card-filter.ts): those of its groups near
 * the viewport, or once filtered, the cards shown near it. They are in reading order, so the look
 * stops at the first one below the margin.
 */
export function drawCoversNear(grid: HTMLElement): void {
  const watch = watches.get(grid);
  if (!watch) return;
  const shown = grid.hasAttribute(FILTERED_ATTRIBUTE)
    ? grid.firstElementChild?.children
    : grid.children;
  const above = -innerHeight * AHEAD_SCREENS;
  const below = innerHeight * (1 + AHEAD_SCREENS);
  for (const item of shown ?? []) {
    const { top, bottom } = item.getBoundingClientRect();
    if (top > below) break;
    if (bottom >= above) watchShown(item, watch);
  }
}

/** Watches the card content-visibility shows, or each card of a group it shows. */
function watchShown(item: Element, watch: Watch): void {
  if (item.hasAttribute('data-id')) watch(item);
  else for (const card of item.children) watch(card);
}
