import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import { readSettings } from '../../lib/env/settings.mjs';
import { finishBuild } from '../../platform/build/finish-build.mjs';
import { sourceFingerprint } from './fingerprint.mjs';
import { resolveSiteUrl } from './site-url.mjs';

/**
 * `next build` into NEXT_DIST_DIR (default .next) unless that folder already holds a build of the
 * same sources and build-time settings. The build prerenders the fixed pages when the back-ends
 * answer, and leaves them to their first request when they do not (app/[lang]/layout.tsx).
 */
export function buildIfNeeded(settings = process.env) {
  // Prerendered pages carry the site URL in canonical links, the sitemap and robots.txt: left
  // unset, it follows PORT, and the fingerprint includes it, so a new port means a new build.
  const env = { ...settings, NEXT_PUBLIC_SITE_URL: resolveSiteUrl(settings).url };
  const distDir = readSettings(env).NEXT_DIST_DIR;
  const stampFile = `${distDir}/source-fingerprint`;
  const fingerprint = sourceFingerprint(env);
  const built =
    existsSync(`${distDir}/BUILD_ID`) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === fingerprint;
  if (built) return Promise.resolve();
  console.log('[start] building the site (sources changed since the last build)…');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: 'inherit',
      env,
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`next build failed (exit ${code})`));
      // The build's output rewritten for the production server (platform/build/finish-build.mjs).
      finishBuild(distDir)
        .then(() => {
          writeFileSync(stampFile, fingerprint);
          resolve();
        })
        .catch(reject);
    });
  });
}
