// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acceptedEncodings, precompressAssets, staticAssetServer } from './precompressed.mjs';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const style = `.a{color:red}\n`.repeat(400);

let distDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  writeFileSync(path.join(chunks, 'app.js'), script);
  writeFileSync(path.join(chunks, 'app.css'), style);
  writeFileSync(path.join(chunks, 'tiny.js'), 'export {};\n');
  writeFileSync(path.join(distDir, 'static', 'font.woff2'), Buffer.alloc(4000, 7));
  // Outside static/: must never be reachable through /_next/static/.
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'server', 'secret.js'), script);
  writeFileSync(path.join(distDir, 'server', 'secret.js.br'), 'secret');

  await precompressAssets(distDir);

  const serve = staticAssetServer({ distDir, headers: { 'X-Frame-Options': 'DENY' } });
  server = createServer((req, res) => {
    if (serve(req, res)) return;
    res.writeHead(200, { 'X-Handled-By': 'next' }).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${origin}${pathname}`, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('precompressAssets', () => {
  it('writes brotli and gzip copies of scripts and stylesheets, not of small or binary files', () => {
    const chunks = path.join(distDir, 'static', 'chunks');
    expect(brotliDecompressSync(readFileSync(path.join(chunks, 'app.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(chunks, 'app.css.gz'))).toString()).toBe(style);
    expect(existsSync(path.join(chunks, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(distDir, 'static', 'font.woff2.br'))).toBe(false);
  });
});

describe('staticAssetServer', () => {
  it('answers with the brotli copy when the browser accepts it, with the site headers', async () => {
    const res = await get('/_next/static/chunks/app.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('falls back to gzip, and honours a refused coding', async () => {
    const gzipOnly = await get('/_next/static/chunks/app.css', { 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(style);

    const noBrotli = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br;q=0, *' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('leaves to Next what it has no copy for or cannot answer whole', async () => {
    for (const [pathname, headers] of [
      ['/_next/static/chunks/app.js', {}],
      ['/_next/static/chunks/app.js', { 'Accept-Encoding': 'identity' }],
      ['/_next/static/chunks/app.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-10' }],
      ['/_next/static/chunks/app.js?v=2', { 'Accept-Encoding': 'br' }],
      ['/_next/static/chunks/tiny.js', { 'Accept-Encoding': 'br' }],
      ['/_next/static/chunks/missing.js', { 'Accept-Encoding': 'br' }],
      ['/_next/static/font.woff2', { 'Accept-Encoding': 'br' }],
      ['/en', { 'Accept-Encoding': 'br' }],
    ] as const) {
      const res = await get(pathname, headers);
      expect(res.headers['x-handled-by'], pathname).toBe('next');
    }
  });

  it('never reads outside the static folder', async () => {
    for (const pathname of [
      '/_next/static/../server/secret.js',
      '/_next/static/%2e%2e/server/secret.js',
      '/_next/static/chunks/..%2f..%2fserver/secret.js',
      '/_next/static/%2fetc/passwd.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const res = await get(pathname, { 'Accept-Encoding': 'br' });
      expect(res.headers['x-handled-by'], pathname).toBe('next');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });
});

describe('acceptedEncodings', () => {
  it('reads the codings a browser accepts, best first', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('BR;q=0.5, GZIP;q=1')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
