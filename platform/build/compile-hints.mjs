// @ts-check
// The scripts every page runs as it starts are marked for eager compilation. Left alone, V8
// compiles a function the first time it is called, on the main thread: on a first visit that is
// most of React's and the router's code, and on the first tap or key the code that handles it.
// A script whose first line is the `//# allFunctionsCalledOnLoad` comment (Chromium 136+) is
// compiled whole while it streams in, on a background thread. Scripts loaded on demand (the forms'
// checks, the toaster, the lightbox...) stay lazy: most of their functions may never run.
// docs/performance.md, "Compiled before it runs".
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CLIENT_MANIFEST = 'page_client-reference-manifest.js';

/**
 * The scripts the build's pages load at start, as paths under `<distDir>/static`: the framework's
 * (build-manifest.json's rootMainFiles) and, for every route, its layouts' and page's entries and
 * the chunks of the client components they render (each route's client reference manifest).
 * @param {string} distDir
 * @returns {Promise<Set<string>>}
 */
export async function startupScripts(distDir) {
  const scripts = new Set();
  /** @param {string} file a path as the manifests write it: static/chunks/x.js or /_next/static/chunks/x.js */
  const add = (file) => {
    const under = file.replace(/^\/?(_next\/)?static\//, '');
    if (under.endsWith('.js')) scripts.add(under);
  };

  const buildManifest = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  );
  for (const file of buildManifest.rootMainFiles ?? []) add(file);

  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) return scripts;
  const manifests = (await readdir(appDir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && entry.name === CLIENT_MANIFEST,
  );
  for (const entry of manifests) {
    const source = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    // The manifest is a script that assigns the route's entry to globalThis.__RSC_MANIFEST.
    /** @type {{ __RSC_MANIFEST?: Record<string, RouteManifest> }} */
    const sandbox = {};
    vm.runInNewContext(source, { globalThis: sandbox });
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(route.entryJSFiles ?? {})) files.forEach(add);
      for (const reference of Object.values(route.clientModules ?? {})) {
        if (!reference.async) reference.chunks.forEach(add);
      }
    }
  }
  return scripts;
}

/**
 * @typedef {object} RouteManifest
 * @property {Record<string, string[]>} [entryJSFiles]
 * @property {Record<string, { chunks: string[], async?: boolean }>} [clientModules]
 */

/**
 * Puts COMPILE_HINT first in every startup script of the build in `distDir` (once: a script that
 * has it is left as it is). Run after `next build`, before the scripts are precompressed.
 * Returns the scripts marked.
 * @param {string} distDir
 * @returns {Promise<string[]>}
 */
export async function markStartupScripts(distDir) {
  const marked = [];
  for (const script of await startupScripts(distDir)) {
    const file = path.join(distDir, 'static', script);
    if (!existsSync(file)) continue;
    const source = await readFile(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    marked.push(script);
  }
  return marked.sort();
}
