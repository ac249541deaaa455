// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COMPILE_HINT, markStartupScripts, startupScripts } from './compile-hints.mjs';

let distDir: string;

const chunk = (name: string) => path.join(distDir, 'static', 'chunks', name);

/** A route's client reference manifest, written as `next build` writes it: a script. */
function writeRouteManifest(route: string, manifest: object) {
  const dir = path.join(distDir, 'server', 'app', route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(`/${route}/page`)}] = ${JSON.stringify(manifest)};\n`,
  );
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  for (const name of [
    'framework.js',
    'router.js',
    'layout.js',
    'page.js',
    'island.js',
    'lazy.js',
    'async-module.js',
  ]) {
    writeFileSync(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}",function(){}]);\n`);
  }
  writeFileSync(chunk('page.css'), '.a{color:red}\n');
  writeFileSync(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/router.js'],
    }),
  );
  writeRouteManifest('[lang]/contact', {
    entryJSFiles: {
      '[project]/app/[lang]/layout': ['static/chunks/layout.js'],
      '[project]/app/[lang]/contact/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
    },
    clientModules: {
      '[project]/components/island.tsx': {
        id: 1,
        name: '*',
        chunks: ['/_next/static/chunks/island.js'],
        async: false,
      },
      '[project]/components/async.tsx': {
        id: 2,
        name: '*',
        chunks: ['/_next/static/chunks/async-module.js'],
        async: true,
      },
    },
    entryCSSFiles: { '[project]/app/[lang]/layout': [{ path: 'static/chunks/page.css' }] },
  });
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('startupScripts', () => {
  it('lists the framework, every route entry and the client components pages render', async () => {
    expect([...(await startupScripts(distDir))].sort()).toEqual([
      'chunks/framework.js',
      'chunks/island.js',
      'chunks/layout.js',
      'chunks/page.js',
      'chunks/router.js',
    ]);
  });

  it('leaves out what loads on demand, stylesheets and the legacy polyfills', async () => {
    const scripts = await startupScripts(distDir);
    expect(scripts.has('chunks/lazy.js')).toBe(false);
    expect(scripts.has('chunks/async-module.js')).toBe(false);
    expect(scripts.has('chunks/page.css')).toBe(false);
    expect(scripts.has('chunks/polyfills.js')).toBe(false);
  });
});

describe('a build laid out otherwise', () => {
  it('stops, naming the build manifest, when it lists no rootMainFiles', async () => {
    writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ rootFiles: [] }));
    await expect(startupScripts(distDir)).rejects.toThrow(
      "Next's build output changed: build-manifest.json has no rootMainFiles list",
    );
  });

  it('stops, naming the client reference manifests, when there are none or they set nothing', async () => {
    rmSync(path.join(distDir, 'server'), { recursive: true });
    await expect(startupScripts(distDir)).rejects.toThrow(
      'no page_client-reference-manifest.js under server/app',
    );
    mkdirSync(path.join(distDir, 'server', 'app'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'server', 'app', 'page_client-reference-manifest.js'),
      'globalThis.__RSC_MANIFEST_V2 = {};',
    );
    await expect(startupScripts(distDir)).rejects.toThrow('sets no globalThis.__RSC_MANIFEST');
  });
});

describe('markStartupScripts', () => {
  it('puts the compile hint first in each startup script and nowhere else', async () => {
    const before = readFileSync(chunk('page.js'), 'utf8');
    const marked = await markStartupScripts(distDir);

    expect(marked).toEqual([
      'chunks/framework.js',
      'chunks/island.js',
      'chunks/layout.js',
      'chunks/page.js',
      'chunks/router.js',
    ]);
    expect(readFileSync(chunk('page.js'), 'utf8')).toBe(COMPILE_HINT + before);
    expect(readFileSync(chunk('lazy.js'), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
    expect(readFileSync(chunk('async-module.js'), 'utf8')).not.toContain(
      'allFunctionsCalledOnLoad',
    );
  });

  it('marks a script once, however often it runs', async () => {
    await markStartupScripts(distDir);
    const once = readFileSync(chunk('framework.js'), 'utf8');

    expect(await markStartupScripts(distDir)).toEqual([]);
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(once);
  });

  it('leaves the scripts valid JavaScript', async () => {
    await markStartupScripts(distDir);
    const source = readFileSync(chunk('router.js'), 'utf8');
    expect(source.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(() => new Function(source)).not.toThrow();
  });
});
