// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { AppError } from '@/lib/errors';

import { fetchZip, mediaHostAddress } from './zip-download';

const MEDIA = 'https://media.example';

describe('mediaHostAddress', () => {
  it('takes a zip on the media host, as fetch would read its address', () => {
    expect(mediaHostAddress(`${MEDIA}/storage/zips/62-a1.zip`, MEDIA)?.href).toBe(
      `${MEDIA}/storage/zips/62-a1.zip`,
    );
    expect(
      mediaHostAddress('https://cdn.example/media/zips/1.zip', 'https://cdn.example/media')?.href,
    ).toBe('https://cdn.example/media/zips/1.zip');
  });

  it('refuses what only looks like the media host until it is normalised', () => {
    for (const url of [
      'https://media.example.evil.example/storage/a.zip',
      'https://media.example@evil.example/storage/a.zip',
      'https://user:pass@media.example/storage/a.zip',
      'http://media.example/storage/a.zip',
      'https://media.example:8443/storage/a.zip',
      'https://cdn.example/media/../admin/export.zip',
      'https://cdn.example/media/%2e%2e/admin/export.zip',
      'https://cdn.example/media\\..\\admin/export.zip',
      'https://cdn.example/mediaevil/a.zip',
      'not a url',
    ])
      expect(
        mediaHostAddress(url, url.includes('cdn.') ? 'https://cdn.example/media' : MEDIA),
        url,
      ).toBeNull();
  });
});

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server?.closeAllConnections();
});

/** A media host whose answers are written by `handle`. */
async function mediaHost(handle: Parameters<typeof createServer>[1]) {
  server = createServer(handle);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/storage/z.zip`);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function read(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read())
    size += next.value.byteLength;
  return size;
}

describe('fetchZip', () => {
  it('gives its time limit to the headers only: a long, steady body is streamed whole', async () => {
    const address = await mediaHost(async (_req, res) => {
      res.writeHead(200, { 'Content-Length': '2500' });
      for (let i = 0; i < 25; i += 1) {
        res.write(Buffer.alloc(100));
        await wait(60);
      }
      res.end();
    });
    // The body takes 1.5 s, three times the limit on its headers.
    const zip = await fetchZip(address, { headersTimeoutMs: 500, stallMs: 500 });
    expect(zip.length).toBe('2500');
    expect(await read(zip.body)).toBe(2500);
  });

  it('gives up when the headers do not come in time', async () => {
    const address = await mediaHost(async (_req, res) => {
      await wait(500);
      res.end('late');
    });
    const refusal = await fetchZip(address, { headersTimeoutMs: 100 }).catch((error) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'backend_unreachable' });
  });

  it('refuses a redirect, wherever it leads', async () => {
    const address = await mediaHost((_req, res) => {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    expect(await fetchZip(address).catch((error) => error)).toMatchObject({
      code: 'backend_unreachable',
    });
  });

  it('cuts a body that stops coming', async () => {
    const address = await mediaHost((_req, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write(Buffer.alloc(100));
    });
    const zip = await fetchZip(address, { stallMs: 150 });
    await expect(read(zip.body)).rejects.toThrow();
  });
});
