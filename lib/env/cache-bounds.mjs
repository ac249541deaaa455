// @ts-check
// The byte bounds of the server's caches (README, "The production server's memory"). Read here
// without zod for the code the production server runs outside Next's bundles (server.mjs,
// next.config.mjs, the cache handler), as lib/env/defaults.mjs explains; lib/env/settings.mjs
// checks the same variables with the others when the server starts.
import { DEFAULTS } from './defaults.mjs';

export const MB = 1024 * 1024;

/**
 * @typedef {object} CacheBounds
 * @property {number} pageMemoryBytes pages and back-end reads in memory (Next's own memory cache,
 *   or the fallback of the Redis handler)
 * @property {number} pageDiskBytes pages and back-end reads on disk
 * @property {number} pictureDiskBytes optimized pictures on disk
 * @property {number} lastGoodMemoryBytes last good answers in memory
 * @property {number} lastGoodDiskBytes last good answers on disk
 * @property {number} compressedPagesMemoryBytes compressed copies of cached pages in memory
 */

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {CacheBounds}
 */
export function cacheBounds(env = process.env) {
  /** @param {keyof typeof DEFAULTS} name */
  const bytes = (name) => {
    const raw = env[name]?.trim();
    const megabytes = raw ? Number(raw) : Number(DEFAULTS[name]);
    if (!Number.isInteger(megabytes) || megabytes < 0)
      throw new Error(`${name} must be a whole number of megabytes (0 or more)`);
    return megabytes * MB;
  };
  return {
    pageMemoryBytes: bytes('PAGE_CACHE_MEMORY_MB'),
    pageDiskBytes: bytes('PAGE_CACHE_DISK_MB'),
    pictureDiskBytes: bytes('PICTURE_CACHE_DISK_MB'),
    lastGoodMemoryBytes: bytes('LAST_GOOD_MEMORY_MB'),
    lastGoodDiskBytes: bytes('LAST_GOOD_DISK_MB'),
    compressedPagesMemoryBytes: bytes('COMPRESSED_PAGES_MEMORY_MB'),
  };
}
