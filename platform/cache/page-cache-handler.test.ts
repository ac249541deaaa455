// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import PageCacheHandler from './page-cache-handler.mjs';
import { scanEntries } from './page-files.mjs';

// The handler on Next's own file-system cache, writing into a build folder of its own.
const require = createRequire(import.meta.url);
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');
const { cacheControls } =
  require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')
    .SharedCacheControls as { cacheControls: Map<string, unknown> };
const folders: string[] = [];
let serverDistDir = '';

beforeEach(() => {
  const dist = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  folders.push(dist);
  serverDistDir = path.join(dist, 'server');
  process.env.PAGE_CACHE_DISK_MB = '1';
});

afterAll(() => {
  delete process.env.PAGE_CACHE_DISK_MB;
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// As Next builds one for each request.
const handler = () =>
  new PageCacheHandler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
    dev: false,
    _requestHeaders: {},
  });

const keyOf = (pathname: string) => `/route-cache/APP_PAGE/${'a'.repeat(64)}/$${pathname}`;
const cacheControl = { revalidate: 300, expire: undefined };
const responseContext = { cacheControl, isFallback: false, isRoutePPREnabled: false };
const readContext = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false } as const;

/** A page of about 20 KB as Next stores it: HTML, payload, one segment. */
function page(status = 200, text = 'x') {
  return {
    kind: 'APP_PAGE',
    html: `<!doctype html>${text.repeat(12_000)}`,
    rscData: Buffer.alloc(6000, 1),
    status,
    headers: { 'x-next-cache-tags': '_N_T_/layout' },
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.alloc(2000, 2)]]),
  } as never;
}

async function store(pathname: string, status = 200) {
  cacheControls.set(keyOf(pathname), cacheControl);
  await handler().set(keyOf(pathname), page(status), responseContext as never);
}

const read = (pathname: string) => handler().get(keyOf(pathname), readContext as never);

/** Bytes and entries on disk, once the handler's deletions have landed. */
async function onDisk() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const root = path.join(serverDistDir, 'route-cache');
  let bytes = 0;
  try {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  } catch {
    // nothing written
  }
  return { bytes, entries: scanEntries(serverDistDir).length };
}

describe('the page cache handler', () => {
  it('keeps a few hundred distinct pages within its bytes on disk', async () => {
    for (let i = 0; i < 300; i++) await store(`/en/models/${i}/someone`);
    const { bytes, entries } = await onDisk();
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(entries).toBeGreaterThan(20);
    expect(entries).toBeLessThan(60);
    // What was evicted is gone from memory too, and from Next's own map of lifetimes.
    expect(await read('/en/models/0/someone')).toBeNull();
    expect(cacheControls.has(keyOf('/en/models/0/someone'))).toBe(false);
    expect(await read('/en/models/299/someone')).not.toBeNull();
  });

  it('keeps the most recently used pages when it evicts', async () => {
    for (let i = 0; i < 30; i++) await store(`/en/news/post-${i}`);
    for (let round = 0; round < 10; round++) {
      expect(await read('/en/news/post-0')).not.toBeNull();
      for (let i = 0; i < 10; i++) await store(`/en/news/later-${round}-${i}`);
    }
    expect(await read('/en/news/post-0')).not.toBeNull();
    expect(await read('/en/news/post-1')).toBeNull();
  });

  it('stores no redirect or error page, whatever addresses arrive', async () => {
    for (let i = 0; i < 200; i++) {
      await store(`/en/models/62/wrong-name-${i}`, 307);
      await store(`/en/no-such-page-${i}`, 404);
    }
    expect(await onDisk()).toEqual({ bytes: 0, entries: 0 });
    expect(await read('/en/no-such-page-0')).toBeNull();
    expect(cacheControls.has(keyOf('/en/models/62/wrong-name-0'))).toBe(false);
  });

  it('drops the stored copy of a page that turned into an error page', async () => {
    await store('/en/models/7/ana');
    expect(await read('/en/models/7/ana')).not.toBeNull();
    await store('/en/models/7/ana', 404);
    expect(await read('/en/models/7/ana')).toBeNull();
    expect((await onDisk()).entries).toBe(0);
  });

  it('counts what an earlier server left on disk, oldest first', async () => {
    for (let i = 0; i < 10; i++) await store(`/en/talents/${i}/x`);
    const found = scanEntries(serverDistDir);
    expect(found).toHaveLength(10);
    expect(found[0]?.kind).toBe('APP_PAGE');
    expect(found.every((entry) => entry.bytes > 20_000 && entry.bytes < 40_000)).toBe(true);
  });
});
