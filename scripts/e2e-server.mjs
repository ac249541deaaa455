#!/usr/bin/env node
// The site and a freshly seeded back-end for Playwright, on their own ports, build folder and data,
// with the back-end's test controls (outage, token expiry, call counts) switched on.
// E2E_SLOT (default 0) shifts ports and folders so parallel runs do not collide.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

import { buildIfNeeded } from './lib/build.mjs';
import { e2eBuild, slotPorts } from './lib/slot.mjs';

const { slot, e2e: ports } = slotPorts();
const backend = `http://127.0.0.1:${ports.backend}`;
const build = e2eBuild(slot);
const distDir = build.distDir;
const dataDir = `data/e2e-${slot}`;

// Distinct secrets, so tests can prove none of them reaches a browser.
const secrets = JSON.parse(readFileSync('tests/e2e/secrets.json', 'utf8'));

const env = {
  ...process.env,
  ...secrets,
  PORT: String(ports.site),
  BACKEND_PORT: String(ports.backend),
  BACKEND_DATA_DIR: dataDir,
  BACKEND_TEST_CONTROLS: '1',
  NEXT_DIST_DIR: distDir,
  // The Instagram section's provider is a stand-in page that tests/e2e/social-feed.spec.ts serves
  // itself while it runs; every other test sees the section's facade, which never calls it.
  ...build.env,
  // Unset on purpose: scripts/start.mjs defaults it from PORT, which the SEO tests check.
  NEXT_PUBLIC_SITE_URL: undefined,
  INTEGRATION_API_URL: `${backend}/integration`,
  PANEL_API_URL: `${backend}/panel`,
  NEXT_TELEMETRY_DISABLED: '1',
  // Form rate limits count per X-Forwarded-For address, so a test can use its own address.
  TRUST_PROXY: '1',
};

rmSync(dataDir, { recursive: true, force: true });
// Pages and data cached by an earlier run would hide what this run's back-end serves.
rmSync(`${distDir}/cache`, { recursive: true, force: true });
rmSync(`${distDir}/server/route-cache`, { recursive: true, force: true });

// Built before the back-end starts, as a build server without one would: nothing is prerendered,
// so the tests see every page rendered on its first request and cached from then on.
await buildIfNeeded(env);

// Not built again by start.mjs once the back-end is up, even when a source changed meanwhile: that
// build would prerender the pages the tests expect to be rendered on their first request.
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...env, SKIP_BUILD: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
