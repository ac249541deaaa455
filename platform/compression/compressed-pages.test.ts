// @vitest-environment node
import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { hashText, responseCompressor } from './compressed-pages.mjs';
import { CODERS } from './precompressed.mjs';

const page = `<!doctype html><html><body>${'<li>a card</li>'.repeat(2000)}</body></html>`;
let variant = 0;
/** What the stand-in for Next saw of each request's Accept-Encoding. */
const seenEncodings: (string | undefined)[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  const compress = responseCompressor();
  server = createServer((req, res) => {
    compress(req, res);
    seenEncodings.push(req.headers['accept-encoding']);
    const url = req.url ?? '';
    if (url === '/cached') {
      // As Next answers a page from its cache: headers set one by one, the body in one end().
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    } else if (url === '/changing') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'x-nextjs-cache': 'STALE' });
      res.end(`${page}<!-- ${variant} -->`);
    } else if (url.startsWith('/page/')) {
      // Cached pages of different bytes, one per address.
      res.writeHead(200, { 'Content-Type': 'text/html', 'x-nextjs-cache': 'HIT' });
      res.end(`${page}<!-- ${url} -->`);
    } else if (url === '/parts') {
      // A cached answer written in pieces, bytes and text.
      res.writeHead(200, { 'Content-Type': 'text/x-component', 'x-nextjs-cache': 'HIT' });
      res.write(Buffer.from(page.slice(0, 1000)));
      res.write(page.slice(1000, 2000), 'utf8');
      res.end(page.slice(2000));
    } else if (url === '/streamed') {
      // As Next streams a page it renders: head flushed, parts written and flushed over time.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write('<!doctype html><p>first part</p>');
      (res as unknown as { flush?: () => void }).flush?.();
      setTimeout(() => res.end(`${'<p>later</p>'.repeat(500)}`), 300);
    } else if (url === '/picture') {
      res.writeHead(200, { 'Content-Type': 'image/webp' });
      res.end(Buffer.alloc(5000, 1));
    } else if (url === '/small') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'x-nextjs-cache': 'HIT' });
      res.end('<p>small</p>');
    } else if (url === '/health') {
      const body = JSON.stringify({ ok: true });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
      res.end(body);
    } else if (url === '/not-modified') {
      res.writeHead(304, { 'x-nextjs-cache': 'HIT' });
      res.end();
    } else {
      res.writeHead(404, 'Not Found', ['Content-Type', 'application/json']);
      res.end(JSON.stringify({ error: 'x'.repeat(3000) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  chunks: number[];
};

/** A request, with the time (ms after the request) each piece of the body arrived. */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const started = Date.now();
    const req = request(`${origin}${path}`, { headers, method }, (res) => {
      const parts: Buffer[] = [];
      const chunks: number[] = [];
      res.on('data', (part: Buffer) => {
        parts.push(part);
        chunks.push(Date.now() - started);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts),
          chunks,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = ({ headers, body }: Answer) =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString();

describe('responseCompressor', () => {
  it('sends a cached page in brotli when accepted, whole, with its length and Vary', async () => {
    const answer = await fetchRaw('/cached', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(page.length / 20);
    expect(decode(answer)).toBe(page);
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    // Next never sees what the browser accepts, so it does not compress the page itself.
    expect(seenEncodings.at(-1)).toBeUndefined();
  });

  it('puts together a cached answer written in pieces', async () => {
    const answer = await fetchRaw('/parts', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decode(answer)).toBe(page);
  });

  it('sends gzip to a client without brotli, and nothing encoded to one that accepts neither', async () => {
    const gzipped = await fetchRaw('/cached', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipped)).toBe(page);
    const plain = await fetchRaw('/cached', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('answers the same bytes again from its copy, and new bytes from a new one', async () => {
    const first = await fetchRaw('/changing', { 'accept-encoding': 'br' });
    const again = await fetchRaw('/changing', { 'accept-encoding': 'br' });
    expect(decode(again)).toBe(decode(first));
    variant += 1;
    const changed = await fetchRaw('/changing', { 'accept-encoding': 'br' });
    expect(decode(changed)).toBe(`${page}<!-- 1 -->`);
    // Asked for again, the copy is recompressed at brotli's best in the background: never larger.
    await fetchRaw('/changing', { 'accept-encoding': 'br' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const best = await fetchRaw('/changing', { 'accept-encoding': 'br' });
    expect(decode(best)).toBe(`${page}<!-- 1 -->`);
    expect(best.body.length).toBeLessThanOrEqual(changed.body.length);
  });

  it('recompresses one copy at the best level at a time, and the others on later requests', async () => {
    const best = CODERS.br.best;
    let running = 0;
    let most = 0;
    const upgraded: number[] = [];
    vi.spyOn(CODERS.br, 'best').mockImplementation(async (body) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      try {
        return await best(body);
      } finally {
        running -= 1;
        upgraded.push(body.length);
      }
    });
    const paths = ['/page/a', '/page/b', '/page/c'];
    const accept = { 'accept-encoding': 'br' };
    // Each page's first copy, then all three asked again at once: one upgrade starts.
    for (const path of paths) await fetchRaw(path, accept);
    await Promise.all(paths.map((path) => fetchRaw(path, accept)));
    expect(running).toBe(1);
    // Asked again while and after it runs, the others get theirs one after another.
    for (let round = 0; round < 20 && upgraded.length < 3; round += 1) {
      await Promise.all(paths.map((path) => fetchRaw(path, accept)));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(upgraded).toHaveLength(3);
    expect(most).toBe(1);
    for (const path of paths)
      expect(decode(await fetchRaw(path, accept))).toBe(`${page}<!-- ${path} -->`);
  });

  it('compresses a page Next streams as it streams: the first part arrives before the last is written', async () => {
    const answer = await fetchRaw('/streamed', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decode(answer)).toBe(`<!doctype html><p>first part</p>${'<p>later</p>'.repeat(500)}`);
    expect(answer.chunks[0]).toBeLessThan(250);
    expect(answer.chunks.at(-1)).toBeGreaterThanOrEqual(290);
  });

  it('compresses an answer whose head was written with writeHead, status and all', async () => {
    const answer = await fetchRaw('/missing', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(answer))).toEqual({ error: 'x'.repeat(3000) });
  });

  it('leaves pictures, small bodies (cached or not), HEAD and 304 as they are', async () => {
    const accept = { 'accept-encoding': 'br, gzip' };
    const picture = await fetchRaw('/picture', accept);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(5000);
    const small = await fetchRaw('/small', accept);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>small</p>');
    expect(small.headers['content-length']).toBe('12');
    const health = await fetchRaw('/health', accept);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ ok: true });
    const head = await fetchRaw('/cached', accept, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const notModified = await fetchRaw('/not-modified', accept);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });
});

describe('hashText', () => {
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const sliced = (text: string) => {
    const hash = createHash('sha1');
    hashText(hash, text);
    return hash.digest('hex');
  };

  it('hashes the bytes of the whole text, with pairs and accents wherever a slice would end', () => {
    // A pair of surrogates across each place a fixed-length slice would cut the text.
    for (let at = 16_380; at < 16_390; at += 1) {
      const text = `${'ñ'.repeat(at)}😀${'a'.repeat(40_000)}😁é`;
      expect(sliced(text)).toBe(sha1(text));
    }
    expect(sliced('')).toBe(sha1(''));
    expect(sliced('short é')).toBe(sha1('short é'));
  });

  it('tells apart pages that differ only in the second half of a pair at a slice end', () => {
    const page = (emoji: string) => `${'a'.repeat(16_383)}${emoji}${'b'.repeat(100)}`;
    expect(sliced(page('😀'))).not.toBe(sliced(page('😁')));
  });

  it('gives the hash a large page in slices, never the whole text at once', () => {
    const sizes: number[] = [];
    const hash = { update: (text: string) => sizes.push(text.length) };
    hashText(hash as never, 'x'.repeat(600_000));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(600_000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(16 * 1024);
  });
});
