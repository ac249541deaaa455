#!/usr/bin/env node
// A start-up smoke check of the Node running it (`.ci/run` runs it on Node 24): `npm start` as an
// operator runs it (scripts/start.mjs: the stand-in back-end, a production build into the usual
// folder, platform/server.mjs), on ports and data of its own; the home and a profile must answer 200, then
// everything stops.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

import { slotPorts } from './lib/slot.mjs';
import { waitForUrl } from './lib/wait.mjs';

// A build on a loaded 2-core machine takes minutes.
const START_MS = 20 * 60_000;

const { slot, smoke: ports } = slotPorts();
const backend = `http://127.0.0.1:${ports.backend}`;
const site = `http://127.0.0.1:${ports.site}`;
const dataDir = `data/smoke-${slot}`;
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(ports.site),
    BACKEND_PORT: String(ports.backend),
    BACKEND_DATA_DIR: dataDir,
    // A local address chosen on purpose: no warning about a forgotten public URL.
    NEXT_PUBLIC_SITE_URL: site,
    NEXT_PUBLIC_MEDIA_BASE_URL: backend,
    INTEGRATION_API_URL: `${backend}/integration`,
    PANEL_API_URL: `${backend}/panel`,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
const exited = new Promise((resolve) => child.once('exit', resolve));

try {
  await Promise.race([
    waitForUrl(`${site}/api/health`, START_MS),
    exited.then((code) => Promise.reject(new Error(`npm start stopped (exit ${code})`))),
  ]);
  await expectOk(`${site}/`);
  const list = await expectOk(`${site}/en/models`);
  const profile = /href="(\/en\/models\/\d+\/[^"]+)"/.exec(list)?.[1];
  if (!profile) throw new Error('the models list links to no profile');
  await expectOk(`${site}${profile}`);
  console.log(`[smoke] Node ${process.version}: the home and ${profile} answer 200`);
} catch (error) {
  console.error(
    `[smoke] Node ${process.version}: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await exited;
}

/** The page's HTML; throws unless it answers 200. @param {string} url */
async function expectOk(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
