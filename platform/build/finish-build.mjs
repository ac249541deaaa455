// @ts-check
// What the site does to a build's output after `next build` (scripts/lib/build.mjs runs it): the
// scripts pages start with are marked for eager compilation (compile-hints.mjs), then the build's
// scripts and stylesheets are compressed once (../compression/precompressed.mjs), so the server
// sends them without compressing them again for every visitor (../server.mjs).
import { precompressAssets } from '../compression/precompressed.mjs';
import { markStartupScripts } from './compile-hints.mjs';

/**
 * Rewrites the build in `distDir` in place; run once after each `next build`, before the server
 * starts on it.
 * @param {string} distDir
 */
export async function finishBuild(distDir) {
  await markStartupScripts(distDir);
  await precompressAssets(distDir);
}
