/**
 * Where the visitor had scrolled each list, by its URL, for Back and Forward (use-card-filter.ts).
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
