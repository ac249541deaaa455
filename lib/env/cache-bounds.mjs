// @ts-check
// The byte bounds of the server's caches (README, "The production server's memory"), from their
// settings in megabytes (lib/env/settings.mjs).
import { readSettings } from './settings.mjs';

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
  const settings = readSettings(env);
  return {
    pageMemoryBytes: settings.PAGE_CACHE_MEMORY_MB * MB,
    pageDiskBytes: settings.PAGE_CACHE_DISK_MB * MB,
    pictureDiskBytes: settings.PICTURE_CACHE_DISK_MB * MB,
    lastGoodMemoryBytes: settings.LAST_GOOD_MEMORY_MB * MB,
    lastGoodDiskBytes: settings.LAST_GOOD_DISK_MB * MB,
    compressedPagesMemoryBytes: settings.COMPRESSED_PAGES_MEMORY_MB * MB,
  };
}
