// @ts-check
// Talents: business constants (docs/product.md, "Constants"), under the names the original
// specification gave them. Plain JavaScript, so that the stand-in back-end (backend/src/types.ts)
// serves the same category ids and measures as the site reads.
export const BIOGRAPHY_CATEGORY_ID = 1908;
// The spec's fixed talent language. Profiles are read in the page's language and fall back to it
// for missing texts; the list is read in it (docs/product.md, "Departures from the original
// specification", 7).
export const TALENT_LANGUAGE = 'pt';
export const TALENT_LIST_PAGINATE = 1000;
export const CATEGORY_IDS = /** @type {const} */ ({
  models: 1,
  talents: 1907,
  creative: 1908,
  kids: 1910,
  actors: 1911,
  international: 1912,
  curvy: 1913,
  newFaces: 1914,
});
/** A talent's measures, as the integration API sends them and in the order a profile shows them. */
export const MEASURE_KEYS = /** @type {const} */ ([
  'height',
  'bust',
  'waist',
  'hips',
  'jeans',
  'eyes',
  'hair',
  'suit',
  'shoes',
]);
