// @vitest-environment node
// The internals of Next, its cache-handler package and Node that the platform layer relies on
// (platform/README.md lists each and why). Each check fails naming the internal, so an upgrade
// that changes one says which module to revisit before anything breaks at run time.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, ServerResponse, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { entryPaths, scanEntries, type EntryKind } from './cache/page-files.mjs';
import { installPageMemory, pageMemory } from './cache/page-memory.mjs';
import { withoutRepeatedHeaders } from './server/headers.mjs';

const require = createRequire(import.meta.url);
const NEXT = 'next/dist/';

/** The text of one of Next's files, failing with its name when it is gone. */
function nextSource(file: string) {
  let resolved = '';
  try {
    resolved = require.resolve(NEXT + file);
  } catch {
    expect.fail(`${NEXT}${file} is gone from this version of Next`);
  }
  return readFileSync(resolved, 'utf8');
}

/** Fails naming `internal` unless `text` still has `needle`. */
function expectStill(internal: string, text: string, needle: string | RegExp) {
  const found = typeof needle === 'string' ? text.includes(needle) : needle.test(text);
  expect(found, `${internal} no longer has ${String(needle)}`).toBe(true);
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the page cache: FileSystemCache (next/dist/server/lib/incremental-cache/file-system-cache.js)', () => {
  const FILE_SYSTEM_CACHE = `${NEXT}server/lib/incremental-cache/file-system-cache.js`;
  type Cache = {
    get(key: string, ctx: object): Promise<{ value: { kind: string } | null } | null>;
    set(key: string, data: object | null, ctx: object): Promise<void>;
  };
  type CacheClass = new (ctx: object) => Cache;

  const FileSystemCache = require(FILE_SYSTEM_CACHE).default as CacheClass | undefined;

  it('is the default export of its module, a class with get and set, which cache/page-cache-handler.mjs extends', () => {
    expect(typeof FileSystemCache, `${FILE_SYSTEM_CACHE} has no default export`).toBe('function');
    for (const method of ['get', 'set'])
      expect(
        typeof (FileSystemCache?.prototype as Record<string, unknown> | undefined)?.[method],
        `FileSystemCache.prototype.${method} is gone`,
      ).toBe('function');
  });

  // The context Next gives each handler it builds: the names page-cache-handler.mjs reads.
  function cache(maxMemoryCacheSize: number, flushToDisk = true) {
    const dist = mkdtempSync(path.join(tmpdir(), 'next-internals-'));
    folders.push(dist);
    const serverDistDir = path.join(dist, 'server');
    const { nodeFs } = require(`${NEXT}server/lib/node-fs-methods.js`);
    expect(nodeFs, `${NEXT}server/lib/node-fs-methods.js no longer exports nodeFs`).toBeTruthy();
    const Class = FileSystemCache as CacheClass;
    const made = new Class({
      fs: nodeFs,
      serverDistDir,
      flushToDisk,
      maxMemoryCacheSize,
      revalidatedTags: [],
      dev: false,
      _requestHeaders: {},
    });
    return { cache: made, serverDistDir };
  }

  it('keeps its memory cache in the static FileSystemCache.memoryCache, made only when none is set, and reads and writes through it', async () => {
    installPageMemory(FileSystemCache as object, 1024 * 1024);
    const ours = pageMemory(FileSystemCache as object);
    const { cache: made } = cache(1024 * 1024, false);

    expect(
      Reflect.get(FileSystemCache as object, 'memoryCache'),
      'FileSystemCache made a memory cache of its own over the static memoryCache set before it',
    ).toBe(ours);
    await made.set('/memory', { kind: 'FETCH', data: fetched('kept'), revalidate: 60 }, fetchCtx);
    expect(
      ours?.currentSize,
      'FileSystemCache.set no longer writes to memoryCache.set',
    ).toBeGreaterThan(0);
    const read = () => made.get('/memory', { kind: 'FETCH', softTags: [], fetchCache: true });
    expect((await read())?.value?.kind, 'FileSystemCache.get no longer reads memoryCache.get').toBe(
      'FETCH',
    );
    ours?.remove('/memory');
    expect(await read(), 'FileSystemCache.get answers what is no longer in memoryCache').toBeNull();
  });

  const fetchCtx = { fetchCache: true, tags: [], revalidate: 60 };
  const fetched = (body: string) => ({ headers: {}, body, status: 200, url: 'http://backend/x' });
  const responseCtx = {
    cacheControl: { revalidate: 300, expire: undefined },
    isFallback: false,
    isRoutePPREnabled: false,
  };

  it.each<[EntryKind, string, object, object]>([
    [
      'APP_PAGE',
      `/route-cache/APP_PAGE/${'a'.repeat(64)}/$/es/talents`,
      {
        kind: 'APP_PAGE',
        html: '<!doctype html><p>page</p>',
        rscData: Buffer.from('rsc'),
        status: 200,
        headers: {},
        postponed: undefined,
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      },
      responseCtx,
    ],
    [
      'APP_ROUTE',
      `/route-cache/APP_ROUTE/${'b'.repeat(64)}/$/sitemap.xml`,
      { kind: 'APP_ROUTE', body: Buffer.from('<urlset/>'), status: 200, headers: {} },
      responseCtx,
    ],
    ['FETCH', 'c'.repeat(64), { kind: 'FETCH', data: fetched('{}'), revalidate: 60 }, fetchCtx],
  ])(
    'writes a %s entry where cache/page-files.mjs finds it (its files, its key)',
    async (kind, key, value, ctx) => {
      const { cache: made, serverDistDir } = cache(0);
      await made.set(key, value, ctx);

      const written = entryPaths(serverDistDir, key, kind).filter((file) => existsSync(file));
      expect(
        written.length,
        `FileSystemCache wrote a ${kind} entry elsewhere than ${entryPaths(serverDistDir, key, kind).join(', ')}: ${listFiles(path.dirname(serverDistDir)).join(', ')}`,
      ).toBe(entryPaths(serverDistDir, key, kind).length);
      expect(
        scanEntries(serverDistDir).map((entry) => [entry.key, entry.kind]),
        `page-files.mjs scanEntries no longer reads FileSystemCache's ${kind} files back`,
      ).toEqual([[key, kind]]);
    },
  );
});

describe('the lifetimes Next notes: SharedCacheControls (next/dist/server/lib/incremental-cache/shared-cache-controls.external.js)', () => {
  it('keeps them in the static map SharedCacheControls.cacheControls, by key, which cache/keep.mjs deletes from', () => {
    const { SharedCacheControls } = require(
      `${NEXT}server/lib/incremental-cache/shared-cache-controls.external.js`,
    );
    expect(
      SharedCacheControls?.cacheControls,
      'SharedCacheControls.cacheControls is gone',
    ).toBeInstanceOf(Map);
    const controls = new SharedCacheControls({ routes: {}, dynamicRoutes: {} });
    controls.set('/pinned', { revalidate: 60, expire: undefined });
    expect(
      SharedCacheControls.cacheControls.has('/pinned'),
      'SharedCacheControls.set no longer writes to the static cacheControls map',
    ).toBe(true);
    SharedCacheControls.cacheControls.delete('/pinned');
    expectStill(
      'IncrementalCache (next/dist/server/lib/incremental-cache/index.js)',
      nextSource('server/lib/incremental-cache/index.js'),
      /this\.cacheControls\.set\(\w+, \w+(\.cacheControl)?\)/,
    );
  });
});

describe('response headers: the app page handler (next/dist/build/templates/app-page-runtime.js)', () => {
  const runtime = () => nextSource('build/templates/app-page-runtime.js');

  it("appends a cached page's headers with res.appendHeader, which server/headers.mjs corrects", () => {
    expectStill('app-page-runtime.js', runtime(), 'res.appendHeader(key, value)');
  });

  it('Node still repeats a value appended twice (what the correction exists for), and the correction keeps one', () => {
    expect(
      typeof ServerResponse.prototype.appendHeader,
      "Node's ServerResponse.appendHeader is gone",
    ).toBe('function');
    const plain = new ServerResponse({
      method: 'GET',
      httpVersionMajor: 1,
      httpVersionMinor: 1,
    } as never);
    plain.setHeader('Location', '/en');
    plain.appendHeader('Location', '/en');
    expect(plain.getHeader('location')).toEqual(['/en', '/en']);

    const corrected = new ServerResponse({
      method: 'GET',
      httpVersionMajor: 1,
      httpVersionMinor: 1,
    } as never);
    withoutRepeatedHeaders(corrected);
    corrected.setHeader('Location', '/en');
    corrected.appendHeader('Location', '/en');
    corrected.appendHeader('Set-Cookie', 'a=1');
    corrected.appendHeader('Set-Cookie', 'a=1');
    expect(corrected.getHeader('location')).toBe('/en');
    expect(corrected.getHeader('set-cookie')).toEqual(['a=1', 'a=1']);
  });

  it('marks a page served from the cache with x-nextjs-cache HIT or STALE before it writes, which compression/compressed-pages.mjs reads', () => {
    const source = runtime();
    expectStill('app-page-runtime.js', source, "res.setHeader('x-nextjs-cache'");
    expectStill('app-page-runtime.js', source, "'STALE' : 'HIT'");
  });
});

describe('compression: the router server (next/dist/server/lib/router-server.js) and its writer (next/dist/server/pipe-readable.js)', () => {
  it('compresses with next/dist/compiled/compression, which server.mjs turns off by taking Accept-Encoding away', async () => {
    expectStill(
      'router-server.js',
      nextSource('server/lib/router-server.js'),
      'next/dist/compiled/compression',
    );
    const compression = require(`${NEXT}compiled/compression`) as () => (
      req: unknown,
      res: unknown,
      next: () => void,
    ) => void;
    const server = createServer((req, res) => {
      compression()(req, res, () => {
        res.setHeader('Content-Type', 'text/html');
        res.end('x'.repeat(4096));
      });
    });
    const withCoding = await answer(server, { 'accept-encoding': 'gzip' });
    const without = await answer(server, {});
    expect(withCoding, 'next/dist/compiled/compression no longer compresses').toBe('gzip');
    expect(
      without,
      'next/dist/compiled/compression compresses a request that accepts no encoding',
    ).toBeUndefined();
  });

  it("sends a streamed page's head with res.flushHeaders and each part with res.flush, which compressed-pages.mjs passes on", () => {
    const source = nextSource('server/pipe-readable.js');
    expectStill('pipe-readable.js', source, 'res.flushHeaders()');
    expectStill('pipe-readable.js', source, "typeof res.flush === 'function'");
  });
});

describe('build output: what build/finish-build.mjs rewrites', () => {
  const constants = require(`${NEXT}shared/lib/constants.js`) as Record<string, unknown>;

  it('the build manifest, build-manifest.json, lists the root scripts in rootMainFiles (and rootMainFilesTree)', () => {
    expect(constants.BUILD_MANIFEST, 'BUILD_MANIFEST is no longer build-manifest.json').toBe(
      'build-manifest.json',
    );
    expectStill(
      'required-scripts.js (next/dist/server/app-render/required-scripts.js)',
      nextSource('server/app-render/required-scripts.js'),
      /rootMainFilesTree[\s\S]*rootMainFiles/,
    );
  });

  it("each page's client reference manifest, page_client-reference-manifest.js, sets globalThis.__RSC_MANIFEST with entryJSFiles and clientModules", () => {
    expect(
      constants.CLIENT_REFERENCE_MANIFEST,
      'CLIENT_REFERENCE_MANIFEST is no longer client-reference-manifest',
    ).toBe('client-reference-manifest');
    expectStill(
      'route-module.js',
      nextSource('server/route-modules/route-module.js'),
      '__RSC_MANIFEST',
    );
    const manifests = nextSource('server/app-render/manifests-singleton.js');
    expectStill('manifests-singleton.js', manifests, 'entryJSFiles');
    expectStill('manifests-singleton.js', manifests, 'clientModules');
  });

  it('the scripts and stylesheets live under <distDir>/static, served at /_next/static/', () => {
    expect(constants.CLIENT_STATIC_FILES_PATH, 'CLIENT_STATIC_FILES_PATH is no longer static').toBe(
      'static',
    );
  });

  it("Next's command line is next/dist/bin/next, which scripts start and build with", () => {
    expect(() => require.resolve(`${NEXT}bin/next`), 'next/dist/bin/next is gone').not.toThrow();
  });
});

describe('the Redis cache handler: @fortedigital/nextjs-cache-handler', () => {
  it('offers CacheHandler.onCreation, local-lru and redis-strings, and accepts this Next', async () => {
    const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler');
    expect(typeof CacheHandler.onCreation, 'CacheHandler.onCreation is gone').toBe('function');
    for (const handler of ['local-lru', 'redis-strings']) {
      const handlerModule = await import(`@fortedigital/nextjs-cache-handler/${handler}`);
      expect(
        typeof handlerModule.default,
        `@fortedigital/nextjs-cache-handler/${handler} is gone`,
      ).toBe('function');
    }
    const peer = packageOf('@fortedigital/nextjs-cache-handler').peerDependencies?.next ?? '';
    const { version } = require('next/package.json') as { version: string };
    const semver = require(`${NEXT}compiled/semver`) as {
      satisfies(version: string, range: string): boolean;
    };
    expect(
      semver.satisfies(version, peer),
      `@fortedigital/nextjs-cache-handler asks for next ${peer}; this is ${version}`,
    ).toBe(true);
  });
});

describe("Node's own", () => {
  it('readdir with recursive and withFileTypes gives each entry its parentPath (cache/page-files.mjs, build/)', () => {
    const [entry] = readdirSync(path.dirname(new URL(import.meta.url).pathname), {
      recursive: true,
      withFileTypes: true,
    });
    expect(entry?.parentPath, 'Dirent.parentPath is gone').toEqual(expect.any(String));
  });

  it("a server past maxConnections emits 'drop' (server.mjs logs it)", async () => {
    const server = createServer((_req, res) => res.end());
    server.maxConnections = 1;
    const dropped = new Promise<boolean>((resolve) => {
      server.once('drop', () => resolve(true));
      setTimeout(() => resolve(false), 2000);
    });
    server.once('listening', () => {
      // One connection held open, so the request is the second.
      const { port } = server.address() as AddressInfo;
      const held = connect(port, '127.0.0.1');
      dropped.finally(() => held.destroy());
    });
    await answer(server, {}).catch(() => undefined);
    expect(await dropped, "http.Server no longer emits 'drop'").toBe(true);
  });
});

/** The Content-Encoding of the one answer `server` gives a GET with `headers`; closes it after. */
async function answer(server: Server, headers: Record<string, string>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string | undefined>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['content-encoding']));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A package's package.json, which its exports may not offer. */
function packageOf(name: string): { peerDependencies?: Record<string, string> } {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name)) {
    const up = path.dirname(dir);
    if (up === dir) expect.fail(`no package.json for ${name}`);
    dir = up;
  }
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function listFiles(dir: string) {
  try {
    return readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
}
