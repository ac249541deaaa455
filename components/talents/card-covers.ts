/**
 * Covers that wait: past a list's first cards, a card's cover is written inside a `<noscript>`
 * (card-markup.ts). With scripts on, the HTML parser keeps a `<noscript>`'s content as text and
 * creates no image, so parsing a thousand-card list does not create, size and register a thousand
 * lazy images (docs/performance.md, "A thousand cards are one element"). Without scripts, the
 * browser shows them as usual.
 *
 * With scripts, a card's cover is drawn from that text when the card nears the viewport: when
 * `content-visibility: auto` (talent-grid.module.css) stops skipping the card, about one and a half
 * screens ahead, as far as the browser's own lazy loading looks ahead. The drawn image is still
 * `loading="lazy"`, so drawing one early only creates it early.
 */

/** Where a card's waiting cover is, under its `<li>`. */
const WAITING = 'a > span > noscript';
/**
 * How many screens ahead a cover is drawn when no content-visibility event says so: more than
 * content-visibility's own margin (about one and a half), so no card it has shown is missed.
 */
const AHEAD_SCREENS = 2;

/** Draws a card's cover if it is still waiting; does nothing otherwise. */
export function drawCover(card: Element | null): void {
  const waiting = card?.querySelector(`:scope > ${WAITING}`);
  if (!waiting) return;
  const template = document.createElement('template');
  // Parsed with scripts off (a DOM without scripts, such as a test's), the image is already an
  // element inside; with scripts on, it is the `<noscript>`'s text: the server's own markup.
  template.innerHTML = waiting.firstElementChild ? waiting.innerHTML : (waiting.textContent ?? '');
  waiting.replaceWith(template.content);
}

/**
 * Draws the covers of `grid`'s cards as they near the viewport, from now on; returns what stops
 * it. Cards the grid takes out and puts back (the filters) are drawn when they come near again.
 */
export function drawCoversNearViewport(grid: HTMLElement): () => void {
  if (!grid.querySelector(`:scope > li > ${WAITING}`)) return () => {};
  if (typeof ContentVisibilityAutoStateChangeEvent !== 'function') return observeCovers(grid);
  // Not a bubbling event: caught on its way down to the card.
  const onStateChange = (event: Event) => {
    const { skipped, target } = event as ContentVisibilityAutoStateChangeEvent;
    if (!skipped && target instanceof Element && target.parentElement === grid) drawCover(target);
  };
  grid.addEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
  // The cards content-visibility showed before this listened: the cards are in reading order,
  // so the look stops at the first card below the margin.
  const below = innerHeight * (1 + AHEAD_SCREENS);
  const above = -innerHeight * AHEAD_SCREENS;
  for (const card of grid.children) {
    const { top, bottom } = card.getBoundingClientRect();
    if (top > below) break;
    if (bottom >= above) drawCover(card);
  }
  return () =>
    grid.removeEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
}

/** Where the browser does not say when content-visibility shows a card: an observer watches. */
function observeCovers(grid: HTMLElement): () => void {
  const cards = [...grid.querySelectorAll(`:scope > li > ${WAITING}`)].flatMap(
    (waiting) => waiting.closest('li') ?? [],
  );
  if (typeof IntersectionObserver !== 'function') {
    cards.forEach(drawCover);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        drawCover(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `${AHEAD_SCREENS * 100}% 0px` },
  );
  cards.forEach((card) => observer.observe(card));
  return () => observer.disconnect();
}
