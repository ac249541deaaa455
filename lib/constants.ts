// Business constants (docs/product.md, "Constants"), under the names the original specification gave them.
export const SENT_CONFIRMATION_MS = 2500;
export const FILE_NAME_TRUNCATION = 10;
export const HOME_BLOG_ITEMS = 3;
export const SLIDES_ALONE_MAX = 1;
export const PHONE_MASK = '+00 (00) 00000-0000';
export const BIOGRAPHY_CATEGORY_ID = 1908;
export const LOCALE_SWITCH_DELAY_MS = 600;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
// The spec's fixed talent language. Profiles are read in the page's language and fall back to it
// for missing texts; the list is read in it (docs/product.md, "Departures from the original specification", 7).
export const TALENT_LANGUAGE = 'pt';
export const TALENT_LIST_PAGINATE = 1000;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const POSTS_INITIAL = 20;
export const MASONRY_GUTTER_PX = 20;
export const PROGRESS_BAR = { throttleMs: 200, speedMs: 500, trickleMs: 800 } as const;

export const CATEGORY_IDS = {
  models: 1,
  talents: 1907,
  creative: 1908,
  kids: 1910,
  actors: 1911,
  international: 1912,
  curvy: 1913,
  newFaces: 1914,
} as const;
