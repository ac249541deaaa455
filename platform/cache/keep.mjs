// @ts-check
// What Next's cache handlers (platform/cache/page-cache-handler.mjs, platform/redis/cache-handler.mjs) keep:
// only what the site publishes. A redirect or an error page (a wrong name slug, an unknown id or
// path) answers an address anyone can compose, so storing each one would let a crawler fill the
// disk or Redis; those are rendered per request instead.
import { createRequire } from 'node:module';

// Next remembers the lifetime of every page it stores in a map of its own, by key, before it hands
// the page to the handler: a page the handler refuses or evicts is forgotten there too, or that
// map would grow with every address ever asked. (Required: the very module Next's server runs.)
/** @type {Map<string, unknown>} */
const cacheControls = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
).SharedCacheControls.cacheControls;

/**
 * A page or route answer is kept when it is a success; anything else (a back-end read) always.
 * @param {{ kind: string, status?: number }} value
 */
export function worthKeeping(value) {
  if (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE') return true;
  const status = value.status ?? 200;
  return status >= 200 && status < 300;
}

/**
 * Forgets the lifetime Next noted for a key.
 * @param {string} key
 */
export function forgetLifetime(key) {
  cacheControls.delete(key);
}
