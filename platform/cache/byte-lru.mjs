// @ts-check
// The one least-recently-used structure of the server's caches, bounded by bytes rather than by
// entries: what an entry weighs is what fills a container's memory or disk. Plain JavaScript
// because the production server loads some of its users outside Next's bundles.

/**
 * Values by key, each with its weight in bytes; past `maxBytes` the least recently used are
 * dropped, each handed to `onEvict` (to delete its file, say). A value heavier than the whole
 * bound is not kept at all.
 * @template V
 */
export class ByteLru {
  /**
   * @param {number} maxBytes
   * @param {{ onEvict?: (key: string, value: V) => void }} [options]
   */
  constructor(maxBytes, { onEvict } = {}) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.onEvict = onEvict;
    /** @type {Map<string, { value: V, bytes: number }>} in use order, oldest first */
    this.entries = new Map();
  }

  get size() {
    return this.entries.size;
  }

  /** @param {string} key */
  has(key) {
    return this.entries.has(key);
  }

  /**
   * The value, now the most recently used.
   * @param {string} key
   */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The value, without counting as a use.
   * @param {string} key
   */
  peek(key) {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps `value` as the most recently used; returns false when it alone weighs more than the
   * bound (then it is not kept, and an earlier value of the key is dropped without `onEvict`).
   * @param {string} key
   * @param {V} value
   * @param {number} bytes
   */
  set(key, value, bytes) {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
      this.onEvict?.(oldest, entry.value);
    }
    return true;
  }

  /**
   * Forgets the key (no `onEvict`: the caller is the one removing it).
   * @param {string} key
   */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return true;
  }

  /** The keys, least recently used first. */
  keys() {
    return this.entries.keys();
  }
}

/**
 * Bytes V8 holds for a string: one a character, or two for the whole string once one character is
 * past Latin-1 (a dash, a curly quote), as most of this site's pages and answers have.
 * @param {unknown} text
 */
export function stringBytes(text) {
  if (typeof text !== 'string') return 0;
  return text.length * (/[^\u0000-\u00ff]/.test(text) ? 2 : 1);
}
