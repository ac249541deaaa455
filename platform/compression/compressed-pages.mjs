// @ts-check
// Compression of what Next's handler answers (pages, their RSC payloads, API answers), done by
// platform/server.mjs instead of Next, which gzips every response again on every request and never sends
// brotli, though a cached page is the same bytes for every visitor until it is revalidated. Here
// a cached page (Next says `x-nextjs-cache: HIT` or `STALE`) is compressed once per content and
// kept: the next request for the same bytes costs a hash. Pages Next renders while it answers (a
// first request, an API route) are compressed as they stream. docs/architecture.md,
// "Rendering for speed".
import { createHash } from 'node:crypto';

import { cacheBounds } from '../../lib/env/cache-bounds.mjs';
import { ByteLru } from '../cache/byte-lru.mjs';
import { acceptedEncodings, CODERS, MIN_BYTES } from './precompressed.mjs';

/** Content types worth compressing: markup, RSC payloads, JSON, scripts, feeds, SVG. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Compressed bodies by the hash of their uncompressed bytes and coding, least recently used
 * dropped first once their total passes `maxBytes`.
 */
class CompressedBodies {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    /** @type {ByteLru<{ body: Buffer, best: boolean, uses: number }>} */
    this.entries = new ByteLru(maxBytes);
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key);
    if (entry) entry.uses += 1;
    return entry;
  }

  /**
   * @param {string} key
   * @param {Buffer} body
   * @param {boolean} best
   */
  set(key, body, best) {
    const uses = this.entries.peek(key)?.uses ?? 1;
    this.entries.set(key, { body, best, uses }, body.length);
  }
}

/**
 * Returns `compressResponse(req, res)`, to be called before a request is handed to Next: it
 * takes the request's Accept-Encoding away from Next (which then answers uncompressed) and
 * compresses the answer itself.
 * - A cached page or payload (`x-nextjs-cache: HIT` or `STALE`) is buffered, hashed and sent from
 *   the compressed copy of those bytes, made on first sight.
 * - Anything else compressible is compressed as it streams, each of Next's flushes passed on.
 * - Images, already-encoded answers, bodies under 1 KB, HEAD, 204 and 304 are left alone.
 * @param {{ maxBytes?: number }} [options] `maxBytes`: memory for compressed bodies
 *   (COMPRESSED_PAGES_MEMORY_MB)
 */
export function responseCompressor({ maxBytes = cacheBounds().compressedPagesMemoryBytes } = {}) {
  const cache = new CompressedBodies(maxBytes);
  /** @type {Map<string, Promise<Buffer>>} bodies being compressed, so a burst compresses once */
  const pending = new Map();
  // One copy at a time is recompressed at the best level: brotli's best holds tens of MB while it
  // works on a large page, and several at once on Node's thread pool left that memory with malloc
  // long after they ended. A page asked for meanwhile is upgraded on a later request.
  let upgrading = false;

  /**
   * The compressed copy of a body, made now if there is none.
   * @param {Part[]} parts the body as Next wrote it
   * @param {'br' | 'gzip'} coding
   */
  function compressed(parts, coding) {
    // Hashed part by part, as written: a page Next sends as one string never becomes a Buffer
    // here unless it has to be compressed.
    const hash = createHash('sha1');
    for (const { data, encoding } of parts) {
      if (typeof data !== 'string') hash.update(data);
      else if (encoding === 'utf8') hashText(hash, data);
      else hash.update(Buffer.from(data, encoding));
    }
    const key = `${coding}:${hash.digest('base64')}`;
    const entry = cache.get(key);
    if (entry) {
      if (!entry.best && entry.uses >= 2 && !upgrading) {
        upgrading = true;
        CODERS[coding]
          .best(joinParts(parts))
          .then((best) => cache.set(key, best.length < entry.body.length ? best : entry.body, true))
          // A failed upgrade leaves the copy as it was, to be tried again on a later request.
          .catch(() => {})
          .finally(() => {
            upgrading = false;
          });
      }
      return Promise.resolve(entry.body);
    }
    let job = pending.get(key);
    if (!job) {
      job = CODERS[coding].fast(joinParts(parts)).finally(() => pending.delete(key));
      job.then((fast) => cache.set(key, fast, false)).catch(() => {});
      pending.set(key, job);
    }
    return job;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function compressResponse(req, res) {
    const best = acceptedEncodings(req.headers['accept-encoding'])[0];
    // Next compresses only what the request accepts: without the header it leaves it to us.
    delete req.headers['accept-encoding'];
    if (!best || req.method === 'HEAD') return;
    const coding = best;

    const writeHead = res.writeHead.bind(res);
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const flushHeaders = res.flushHeaders.bind(res);
    /** @type {'pass' | 'buffer' | 'stream' | undefined} */
    let mode;
    /** @type {Part[]} */
    const chunks = [];
    /** @type {import('node:zlib').Gzip | import('node:zlib').BrotliCompress | undefined} */
    let stream;

    function choose() {
      if (mode) return mode;
      const type = String(res.getHeader('content-type') ?? '');
      const status = res.statusCode;
      if (
        status < 200 ||
        status === 204 ||
        status === 304 ||
        res.hasHeader('content-encoding') ||
        !COMPRESSIBLE_TYPE.test(type) ||
        Number(res.getHeader('content-length') ?? MIN_BYTES) < MIN_BYTES ||
        /\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))
      )
        return (mode = 'pass');
      addVary(res, 'Accept-Encoding');
      const cached = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase();
      if (cached === 'HIT' || cached === 'STALE') return (mode = 'buffer');
      res.removeHeader('content-length');
      res.setHeader('Content-Encoding', coding);
      const compressor = (stream = CODERS[coding].stream());
      // Back-pressure both ways, as the `compression` middleware Next uses does.
      compressor.on('data', (chunk) => {
        if (!write(chunk)) compressor.pause();
      });
      res.on('drain', () => compressor.resume());
      compressor.on('drain', () => res.emit('drain'));
      compressor.on('end', () => end());
      compressor.on('error', () => res.destroy());
      // Next flushes after each part of a streamed page; the compressor must pass it on.
      Object.assign(res, { flush: () => compressor.flush(CODERS[coding].flush) });
      return (mode = 'stream');
    }

    function sendBuffered() {
      const send = (/** @type {Buffer} */ payload, /** @type {boolean} */ encoded) => {
        if (encoded) res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', payload.length);
        writeHead(res.statusCode);
        end(payload);
      };
      const size = chunks.reduce((sum, { data, encoding }) => sum + partLength(data, encoding), 0);
      if (size < MIN_BYTES) return send(joinParts(chunks), false);
      compressed(chunks, coding).then(
        (payload) => send(payload, true),
        () => send(joinParts(chunks), false),
      );
    }

    // Headers given to writeHead are set on the response first, so the choice sees them; a
    // buffered answer's head is written with its body.
    res.writeHead = /** @type {any} */ (
      function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        if (typeof rest[0] === 'string') res.statusMessage = rest.shift();
        const headers = rest[0];
        if (Array.isArray(headers)) {
          for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
        } else if (headers) {
          for (const [name, value] of Object.entries(headers))
            if (value !== undefined) res.setHeader(name, value);
        }
        res.statusCode = status;
        if (choose() !== 'buffer') writeHead(status);
        return res;
      }
    );

    // Next sends a streamed page's head before its first part.
    res.flushHeaders = () => {
      if (choose() !== 'buffer') flushHeaders();
    };

    res.write = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...args) {
        const callback = typeof args.at(-1) === 'function' ? args.pop() : undefined;
        switch (choose()) {
          case 'pass':
            return write(chunk, ...args, callback);
          case 'buffer':
            chunks.push(toPart(chunk, args[0]));
            callback?.();
            return true;
          default: {
            const { data, encoding = 'utf8' } = toPart(chunk, args[0]);
            return /** @type {NonNullable<typeof stream>} */ (stream).write(
              data,
              encoding,
              callback,
            );
          }
        }
      }
    );

    res.end = /** @type {any} */ (
      function (/** @type {any[]} */ ...args) {
        const callback = typeof args.at(-1) === 'function' ? args.pop() : undefined;
        if (callback) res.once('finish', callback);
        const [chunk, encoding] = args;
        switch (choose()) {
          case 'pass':
            end(...args);
            break;
          case 'buffer':
            if (chunk != null) chunks.push(toPart(chunk, encoding));
            sendBuffered();
            break;
          default: {
            const compressor = /** @type {NonNullable<typeof stream>} */ (stream);
            if (chunk == null) compressor.end();
            else {
              const part = toPart(chunk, encoding);
              compressor.end(part.data, part.encoding ?? 'utf8');
            }
          }
        }
        return res;
      }
    );
  };
}

/** @typedef {{ data: string | Uint8Array, encoding?: BufferEncoding }} Part */

// Node encodes a string given to a hash into a block sized for three bytes a character: for a
// large page, megabytes on every request, and under concurrent requests glibc's heap grows to hold
// several and keeps them (docs/architecture.md, "The server's memory"). Slices of this many
// characters keep each block small and reused.
const HASH_SLICE = 16 * 1024;

/**
 * Adds text's UTF-8 bytes to a hash a slice at a time. A slice never ends between the two halves
 * of a surrogate pair, so the bytes are those of the whole text.
 * @param {import('node:crypto').Hash} hash
 * @param {string} text
 */
export function hashText(hash, text) {
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + HASH_SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    hash.update(text.slice(start, end));
    start = end;
  }
}

/**
 * A piece of a body as given to write() or end().
 * @param {any} chunk
 * @param {any} [encoding]
 * @returns {Part}
 */
function toPart(chunk, encoding) {
  if (typeof chunk !== 'string') return { data: chunk };
  return {
    data: chunk,
    encoding: typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
  };
}

/**
 * @param {Part['data']} data
 * @param {BufferEncoding} [encoding]
 */
const partLength = (data, encoding) =>
  typeof data === 'string' ? Buffer.byteLength(data, encoding) : data.byteLength;

/** @param {Part[]} parts */
const joinParts = (parts) =>
  Buffer.concat(
    parts.map(({ data, encoding }) =>
      typeof data === 'string' ? Buffer.from(data, encoding) : data,
    ),
  );

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} field
 */
function addVary(res, field) {
  const current = res.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...fields, field].join(', '));
}
