// @ts-check
// Next's cache handler when the server runs without Redis (next.config.mjs): Next's own
// file-system cache (pages and back-end reads in memory within PAGE_CACHE_MEMORY_MB, and on disk
// under the build folder), with two limits Next does not set.
// - Only success answers are kept (keep.mjs); a page that turns into a redirect or an error page
//   (a talent removed) loses its stored copy.
// - The disk copies are bounded by PAGE_CACHE_DISK_MB, least recently used out first, and the
//   memory copies by PAGE_CACHE_MEMORY_MB counted in bytes (page-memory.mjs).
// Next builds a new handler for every request, so the disk's index lives in this module.
import { createRequire } from 'node:module';

import { cacheBounds } from '../../lib/env/cache-bounds.mjs';
import { ByteLru } from './byte-lru.mjs';
import { forgetLifetime, worthKeeping } from './keep.mjs';
import { removeEntry, scanEntries, storedBytes } from './page-files.mjs';
import { installPageMemory, pageMemory } from './page-memory.mjs';

/** @typedef {import('./page-files.mjs').EntryKind} EntryKind */
/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} FileSystemCacheClass */
/** @typedef {InstanceType<FileSystemCacheClass>} FileSystemCacheType */
/** @typedef {ConstructorParameters<FileSystemCacheClass>[0]} Context */
/** @typedef {Parameters<FileSystemCacheType['set']>[1]} Value */

// Required, not imported: the very module Next's server runs, whatever the loader around it.
const require = createRequire(import.meta.url);
/** @type {FileSystemCacheClass} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** @type {Map<string, ByteLru<EntryKind>>} the disk's entries, per build folder */
const disks = new Map();

/**
 * The index of what is on disk for a build folder, built from the folder on first use, within
 * PAGE_CACHE_DISK_MB (read then, not on every request).
 * @param {string} serverDistDir
 */
export function diskIndex(serverDistDir) {
  let index = disks.get(serverDistDir);
  if (index) return index;
  index = new ByteLru(cacheBounds().pageDiskBytes, {
    onEvict: (key, kind) => forget(serverDistDir, key, kind),
  });
  for (const entry of scanEntries(serverDistDir)) {
    if (!index.set(entry.key, entry.kind, entry.bytes))
      void removeEntry(serverDistDir, entry.key, entry.kind);
  }
  disks.set(serverDistDir, index);
  return index;
}

/**
 * Drops an entry from memory and disk.
 * @param {string} serverDistDir
 * @param {string} key
 * @param {EntryKind} kind
 */
function forget(serverDistDir, key, kind) {
  pageMemory(FileSystemCache)?.remove(key);
  forgetLifetime(key);
  void removeEntry(serverDistDir, key, kind);
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {Context} ctx */
  constructor(ctx) {
    installPageMemory(FileSystemCache, ctx.maxMemoryCacheSize ?? 0);
    super(ctx);
    this.distDir = ctx.serverDistDir;
    this.disk = ctx.flushToDisk ? diskIndex(ctx.serverDistDir) : null;
  }

  /** @type {FileSystemCacheType['get']} */
  async get(key, ctx) {
    const data = await super.get(key, ctx);
    const kind = data?.value?.kind;
    if (this.disk && data?.value && isStored(kind)) {
      // A use keeps it; one written before this process (a prerendered page made a copy of its own
      // on first read) is counted from now on.
      if (this.disk.get(key) === undefined) this.disk.set(key, kind, this.weigh(key, data.value));
    }
    return data;
  }

  /** @type {FileSystemCacheType['set']} */
  async set(key, data, ctx) {
    const kind = data?.kind;
    if (!data || !isStored(kind)) return super.set(key, data, ctx);
    if (!worthKeeping(data)) {
      this.disk?.delete(key);
      forget(this.distDir, key, kind);
      return;
    }
    await super.set(key, data, ctx);
    if (this.disk && !this.disk.set(key, kind, this.weigh(key, data)))
      forget(this.distDir, key, kind);
  }

  /**
   * What an entry weighs on disk: a read's one file as written, a page from its bodies.
   * @param {string} key
   * @param {NonNullable<Value>} data
   */
  weigh(key, data) {
    return data.kind === 'FETCH' ? storedBytes(this.distDir, key, 'FETCH') : bytesOf(data);
  }
}

/**
 * @param {string | undefined} kind
 * @returns {kind is EntryKind}
 */
const isStored = (kind) => kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'FETCH';

/**
 * What a page or route answer weighs on disk, from what is written: its bodies exactly, its
 * metadata about.
 * @param {NonNullable<Value>} data
 */
export function bytesOf(data) {
  const meta = 256 + JSON.stringify('headers' in data ? (data.headers ?? {}) : {}).length;
  switch (data.kind) {
    case 'APP_PAGE': {
      let bytes = Buffer.byteLength(data.html) + (data.rscData?.byteLength ?? 0) + meta;
      for (const [segment, buffer] of data.segmentData ?? [])
        bytes += segment.length + buffer.byteLength;
      return bytes;
    }
    case 'APP_ROUTE':
      return data.body.byteLength + meta;
    default:
      return meta;
  }
}
