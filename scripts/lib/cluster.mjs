// Several instances of the site on one build, with the stand-in back-end, for the Redis tests and
// measurements (tests/redis, bench/bench-redis.mjs) and for `scripts/instances.mjs`. Each
// instance is `npm start` with START_BACKEND=0, exactly what a deployment runs
// (deploy/README.md).
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { buildIfNeeded } from './build.mjs';
import { e2eBuild, slotPorts } from './slot.mjs';
import { waitForUrl } from './wait.mjs';

/**
 * Ports of a cluster (scripts/lib/slot.mjs); they stay clear of the e2e server's own, so both may
 * run at once.
 * @param {number} [slot]
 */
export const clusterPorts = (slot) => slotPorts(slot).cluster;

// The instances run the e2e build (scripts/lib/slot.mjs).
export { e2eBuild };

const secrets = () => JSON.parse(readFileSync('tests/e2e/secrets.json', 'utf8'));

/** Stops a process group started here and waits for it. */
function stopper(child) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** The stand-in back-end, freshly seeded, with its test controls (call counts, edits). */
export async function startBackend({ port, dataDir, quiet = true }) {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...secrets(),
      BACKEND_PORT: String(port),
      BACKEND_DATA_DIR: dataDir,
      BACKEND_TEST_CONTROLS: '1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 120_000);
  return { url, stop: stopper(child) };
}

/**
 * One instance of the site: `scripts/start.mjs` (what `npm start` runs) without a back-end of its
 * own, on `port`, with `env` on top of the e2e secrets (REDIS_URL among them, or not).
 */
export async function startSite({ port, backendUrl, build, env = {}, quiet = true }) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...secrets(),
      ...build.env,
      NEXT_DIST_DIR: build.distDir,
      PORT: String(port),
      START_BACKEND: '0',
      INTEGRATION_API_URL: `${backendUrl}/integration`,
      PANEL_API_URL: `${backendUrl}/panel`,
      NEXT_TELEMETRY_DISABLED: '1',
      // Behind the test or the proxy, clients are told apart by X-Forwarded-For.
      TRUST_PROXY: '1',
      ...env,
    },
  });
  // The site logs to standard output (lib/log), Next's own errors to standard error: both kept.
  const log = [];
  for (const [stream, echo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    stream?.on('data', (chunk) => {
      log.push(String(chunk));
      if (!quiet) echo.write(chunk);
    });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, 120_000);
  return { url, port, pid: child.pid, stop: stopper(child), errors: () => log.join('') };
}

/** The build every instance runs, made once before any starts. */
export async function buildOnce(build) {
  await buildIfNeeded({
    ...process.env,
    ...build.env,
    NEXT_DIST_DIR: build.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  });
}

/**
 * A copy of the build for instance `index`, without any cache: instances of a real deployment do
 * not share a disk, so whatever one serves that another rendered came through Redis.
 */
export function instanceBuild(build, index) {
  const distDir = `${build.distDir}-instance-${index}`;
  const skipped = new Set([
    join(build.distDir, 'cache'),
    join(build.distDir, 'server', 'route-cache'),
  ]);
  rmSync(distDir, { recursive: true, force: true });
  cpSync(build.distDir, distDir, { recursive: true, filter: (source) => !skipped.has(source) });
  return { ...build, distDir };
}
