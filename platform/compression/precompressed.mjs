// @ts-check
// The build's scripts and stylesheets, compressed once when the site is built instead of on every
// request: `next start` gzips each file it sends every time, while the visitor waits, and never
// in brotli. `precompressAssets` writes a `.br` (brotli at its best quality) and a
// `.gz` beside each file after `next build`; `serveStaticAsset` (platform/server.mjs) answers
// /_next/static/ requests with the smallest one the browser accepts. docs/architecture.md,
// "Rendering for speed".
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is compressed, by extension, and the Content-Type it is served with. */
export const COMPRESSIBLE = /** @type {const} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
});

/** Below this a body is sent as it is: compressing it would save less than a packet's headers. */
export const MIN_BYTES = 1024;

/**
 * Each coding at three levels. `best` is for bytes compressed once and sent many times: the
 * build's files, and a cached page's copy (compressed-pages.mjs), which a page first gets at `fast`
 * (brotli's best level is far too slow to run while a visitor waits). `stream` compresses an
 * answer as it is written, and `flush` is the operation that sends what it holds so far.
 * @type {Record<'br' | 'gzip', {
 *   fast: (body: Buffer) => Promise<Buffer>,
 *   best: (body: Buffer) => Promise<Buffer>,
 *   stream: () => zlib.BrotliCompress | zlib.Gzip,
 *   flush: number,
 * }>}
 */
export const CODERS = {
  br: {
    fast: (body) => brotli(body, brotliOptions(5, body.length)),
    best: (body) => brotli(body, brotliOptions(zlib.constants.BROTLI_MAX_QUALITY, body.length)),
    stream: () => zlib.createBrotliCompress(brotliOptions(4, 0)),
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  },
  gzip: {
    fast: (body) => gzip(body, { level: 6 }),
    best: (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    stream: () => zlib.createGzip({ level: 6 }),
    flush: zlib.constants.Z_SYNC_FLUSH,
  },
};

/**
 * Brotli's options for text of `size` bytes (0: unknown, as when streaming).
 * @param {number} quality
 * @param {number} size
 */
function brotliOptions(quality, size) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `<distDir>/static`. Each is
 * kept only when smaller than the file. Returns how many files were compressed.
 * @param {string} distDir
 */
export async function precompressAssets(distDir) {
  const root = path.join(distDir, 'static');
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && path.extname(entry.name) in COMPRESSIBLE)
    .map((entry) => path.join(entry.parentPath, entry.name));
  let count = 0;
  // Two at a time: zlib runs on libuv's threads, and the build machine may have two cores.
  for (let i = 0; i < files.length; i += 2) {
    const done = await Promise.all(files.slice(i, i + 2).map(compressFile));
    count += done.filter(Boolean).length;
  }
  return count;
}

/** @param {string} file */
async function compressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([CODERS.br.best(body), CODERS.gzip.best(body)]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return true;
}

/**
 * The encodings a request accepts, best first, among those this server precompresses. A coding
 * listed with q=0 is refused (RFC 9110, 12.5.3).
 * @param {string | undefined} header the request's Accept-Encoding
 * @returns {('br' | 'gzip')[]}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  /** @param {string} coding */
  const weight = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return /** @type {const} */ (['br', 'gzip']).filter((coding) => weight(coding) > 0);
}

/**
 * A handler for the build's immutable files (`/_next/static/...`): when the request accepts brotli
 * or gzip and the file has a precompressed copy, it answers with that copy and returns true;
 * otherwise it returns false and leaves the request to Next (which serves the file itself).
 * Copies are read from disk once and kept in memory (a few MB for the whole build); which files
 * have copies is read when the server starts, so an address of no such file costs no disk access
 * and is never remembered.
 * @param {{ distDir: string, headers: Record<string, string> }} options `headers`: the site's
 *   headers for every response (next.config.mjs), sent with these answers too
 */
export function staticAssetServer({ distDir, headers }) {
  const root = path.resolve(distDir, 'static');
  const withCopies = filesWithCopies(root);
  /** @type {Map<string, { type: string, br?: Buffer, gzip?: Buffer }>} by file */
  const cache = new Map();

  /** @param {string} pathname */
  function lookup(pathname) {
    const relative = safeRelativePath(pathname.slice('/_next/static/'.length));
    if (!relative || !withCopies.has(relative)) return null;
    const known = cache.get(relative);
    if (known) return known;
    const type = COMPRESSIBLE[/** @type {keyof COMPRESSIBLE} */ (path.extname(relative))];
    const file = path.join(root, relative);
    const entry = { type, br: readIfExists(`${file}.br`), gzip: readIfExists(`${file}.gz`) };
    cache.set(relative, entry);
    return entry;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function serveStaticAsset(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith('/_next/static/') || url.includes('?') || req.headers.range) return false;
    const entry = lookup(url);
    if (!entry) return false;
    const coding = acceptedEncodings(req.headers['accept-encoding']).find((c) => entry[c]);
    if (!coding) return false;
    const body = /** @type {Buffer} */ (entry[coding]);
    res.writeHead(200, {
      ...headers,
      'Content-Type': entry.type,
      'Content-Encoding': coding,
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/**
 * The path under /_next/static/ as a relative file path, or null when it could leave that folder
 * or is not a plain file name.
 * @param {string} encoded
 */
function safeRelativePath(encoded) {
  let decoded;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normal = path.posix.normalize(decoded);
  if (normal.startsWith('..') || normal.startsWith('/') || normal !== decoded) return null;
  return normal;
}

/**
 * The build's files (relative to `root`, in URL form) that have a `.br` or `.gz` copy.
 * @param {string} root
 */
function filesWithCopies(root) {
  /** @type {Set<string>} */
  const files = new Set();
  try {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(br|gz)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name.slice(0, -3));
      if (path.extname(file) in COMPRESSIBLE)
        files.add(path.relative(root, file).split(path.sep).join('/'));
    }
  } catch {
    // no build yet: every request goes to Next
  }
  return files;
}

/** @param {string} file */
function readIfExists(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
