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
  if (!Array.isArray(buildManifest.rootMainFiles))
    throw unknownBuild('build-manifest.json has no rootMainFiles list');
  for (const file of buildManifest.rootMainFiles) add(file);
  // Next prefers a page's own list of root files when the build writes one (webpack does).
  for (const files of Object.values(buildManifest.rootMainFilesTree ?? {}))
    if (Array.isArray(files)) files.forEach(add);

  const appDir = path.join(distDir, 'server', 'app');
  const manifests = existsSync(appDir)
    ? (await readdir(appDir, { recursive: true, withFileTypes: true })).filter(
        (entry) => entry.isFile() && entry.name === CLIENT_MANIFEST,
      )
    : [];
  if (manifests.length === 0) throw unknownBuild(`no ${CLIENT_MANIFEST} under server/app`);
  for (const entry of manifests) {
    const file = path.join(entry.parentPath, entry.name);
    // The manifest is a script that assigns the route's entry to globalThis.__RSC_MANIFEST.
    /** @type {{ __RSC_MANIFEST?: Record<string, RouteManifest> }} */
    const sandbox = {};
    vm.runInNewContext(await readFile(file, 'utf8'), { globalThis: sandbox });
    const routes = Object.values(sandbox.__RSC_MANIFEST ?? {});
    if (routes.length === 0)
      throw unknownBuild(`${path.relative(distDir, file)} sets no globalThis.__RSC_MANIFEST`);
    for (const route of routes) {
      if (!route.entryJSFiles || !route.clientModules)
        throw unknownBuild(
          `${path.relative(distDir, file)} has no entryJSFiles or clientModules in __RSC_MANIFEST`,
        );
      for (const files of Object.values(route.entryJSFiles)) files.forEach(add);
      for (const reference of Object.values(route.clientModules)) {
        if (!reference.async) reference.chunks.forEach(add);
      }
    }
  }
  return scripts;
}

/**
 * A build laid out otherwise than the Next version this was written for: the build stops here,
 * naming what changed, rather than a server starting with no script marked.
 * @param {string} what
 */
const unknownBuild = (what) =>
  new Error(`Next's build output changed: ${what} (platform/README.md, "Build output")`);

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
