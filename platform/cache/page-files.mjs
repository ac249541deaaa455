// @ts-check
// Where Next 16's file-system cache keeps an entry, as its FileSystemCache writes it
// (next/dist/server/lib/incremental-cache/file-system-cache.js): a page or route answer under
// `<server>/route-cache/<kind>/<route hash>/$/<path>` as `.html` (or `.body`), `.rsc`, `.meta`
// and a `.segments/` folder; a back-end read (unstable_cache) as one file named by its hash under
// `<dist>/cache/fetch-cache/`. page-files.test.ts checks it against Next's own writer.
import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {'APP_PAGE' | 'APP_ROUTE' | 'FETCH'} EntryKind */
/** @typedef {{ key: string, kind: EntryKind, bytes: number, usedAt: number }} StoredEntry */

const ROUTE_CACHE = 'route-cache';
const PAGE_FILES = ['.html', '.rsc', '.meta'];
const ROUTE_FILES = ['.body', '.meta'];
const SEGMENTS = '.segments';

/**
 * The folder of the back-end reads.
 * @param {string} serverDistDir
 */
const readsDir = (serverDistDir) => path.join(serverDistDir, '..', 'cache', 'fetch-cache');

/**
 * The files and folders of one entry (some may not exist).
 * @param {string} serverDistDir
 * @param {string} key
 * @param {EntryKind} kind
 */
export function entryPaths(serverDistDir, key, kind) {
  if (kind === 'FETCH') return [path.join(readsDir(serverDistDir), key)];
  const base = path.join(serverDistDir, key);
  if (kind === 'APP_ROUTE') return ROUTE_FILES.map((suffix) => base + suffix);
  return [...PAGE_FILES.map((suffix) => base + suffix), base + SEGMENTS];
}

/**
 * Deletes an entry's files; a file already gone is no error.
 * @param {string} serverDistDir
 * @param {string} key
 * @param {EntryKind} kind
 */
export async function removeEntry(serverDistDir, key, kind) {
  await Promise.all(
    entryPaths(serverDistDir, key, kind).map((file) =>
      rm(file, { recursive: true, force: true }).catch(() => undefined),
    ),
  );
}

/**
 * Bytes of one entry on disk.
 * @param {string} serverDistDir
 * @param {string} key
 * @param {EntryKind} kind
 */
export const storedBytes = (serverDistDir, key, kind) =>
  bytesOf(entryPaths(serverDistDir, key, kind));

/**
 * Every entry on disk with its bytes and when it was last written, oldest first: what a server
 * finds when it starts on a build that served before.
 * @param {string} serverDistDir
 * @returns {StoredEntry[]}
 */
export function scanEntries(serverDistDir) {
  /** @type {StoredEntry[]} */
  const found = [];
  for (const file of filesUnder(path.join(serverDistDir, ROUTE_CACHE))) {
    const extension = path.extname(file);
    if (extension !== '.html' && extension !== '.body') continue;
    if (file.includes(`${SEGMENTS}${path.sep}`)) continue;
    const key = `/${path.relative(serverDistDir, file.slice(0, -extension.length)).split(path.sep).join('/')}`;
    const kind = extension === '.html' ? 'APP_PAGE' : 'APP_ROUTE';
    const paths = entryPaths(serverDistDir, key, kind);
    found.push({ key, kind, bytes: bytesOf(paths), usedAt: mtime(file) });
  }
  for (const file of filesUnder(readsDir(serverDistDir))) {
    found.push({
      key: path.basename(file),
      kind: 'FETCH',
      bytes: bytesOf([file]),
      usedAt: mtime(file),
    });
  }
  return found.sort((a, b) => a.usedAt - b.usedAt);
}

/** @param {string} dir */
function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** @param {string[]} paths files or folders */
function bytesOf(paths) {
  let total = 0;
  for (const target of paths) {
    try {
      const stat = statSync(target);
      if (stat.isFile()) total += stat.size;
      else if (stat.isDirectory()) total += bytesOf(filesUnder(target));
    } catch {
      // not written for this entry
    }
  }
  return total;
}

/** @param {string} file */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
