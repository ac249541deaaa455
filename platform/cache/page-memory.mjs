// @ts-check
// The memory half of the page cache without Redis (page-cache-handler.mjs). Next's file-system
// cache keeps pages and reads in memory within a size it counts in characters for a page's HTML,
// while V8 keeps a string in two bytes a character as soon as one character is past Latin-1 (a
// dash, a curly quote), so most pages held more than was counted. This one counts what V8 holds,
// in a ByteLru, and takes the place of Next's before Next makes its own.
import { ByteLru, stringBytes } from './byte-lru.mjs';

/** @typedef {{ value: { kind: string, [field: string]: unknown } | null }} MemoryEntry */

/**
 * Gives Next's file-system cache class this memory cache of `maxBytes`, once per process; with 0
 * Next keeps nothing in memory.
 * @param {object} FileSystemCache Next's class, whose static `memoryCache` it looks for
 * @param {number} maxBytes
 */
export function installPageMemory(FileSystemCache, maxBytes) {
  if (!maxBytes || Reflect.get(FileSystemCache, 'memoryCache')) return;
  /** @type {ByteLru<MemoryEntry>} */
  const lru = new ByteLru(maxBytes);
  Reflect.set(FileSystemCache, 'memoryCache', {
    get: (/** @type {string} */ key) => lru.get(key),
    set: (/** @type {string} */ key, /** @type {MemoryEntry} */ entry) =>
      lru.set(key, entry, key.length + heldBytes(entry.value)),
    remove: (/** @type {string} */ key) => lru.delete(key),
    has: (/** @type {string} */ key) => lru.has(key),
    get size() {
      return lru.size;
    },
    get currentSize() {
      return lru.bytes;
    },
  });
}

/**
 * Next's memory cache, once made.
 * @param {object} FileSystemCache
 */
export function pageMemory(FileSystemCache) {
  return /** @type {{ remove(key: string): void, currentSize: number } | undefined} */ (
    Reflect.get(FileSystemCache, 'memoryCache')
  );
}

const OVERHEAD = 256;

/**
 * Bytes V8 holds for a cached value: its strings at one or two bytes a character, its buffers.
 * @param {MemoryEntry['value']} value
 */
export function heldBytes(value) {
  if (!value) return OVERHEAD;
  switch (value.kind) {
    case 'APP_PAGE': {
      let bytes = OVERHEAD + stringBytes(value.html) + bufferBytes(value.rscData);
      const segments = /** @type {Map<string, Uint8Array> | undefined} */ (value.segmentData);
      for (const [path, buffer] of segments ?? []) bytes += path.length + buffer.byteLength;
      return bytes;
    }
    case 'APP_ROUTE':
      return OVERHEAD + bufferBytes(value.body);
    case 'FETCH': {
      const data = /** @type {{ body?: unknown } | undefined} */ (value.data);
      return OVERHEAD + stringBytes(data?.body);
    }
    default:
      return OVERHEAD + stringBytes(JSON.stringify(value));
  }
}

/** @param {unknown} buffer */
const bufferBytes = (buffer) => (buffer instanceof Uint8Array ? buffer.byteLength : 0);
