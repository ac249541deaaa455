import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { SITE_MEMORY } from '../../scripts/lib/site-memory.mjs';
import { slotPorts } from '../../scripts/lib/slot.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { stopLeftovers } from './leftovers.mjs';

// E2E_SLOT shifts the ports (scripts/lib/slot.mjs), so two checkouts can bench at once.
const { slot, bench } = slotPorts();
export const BENCH = { slot, sitePort: bench.site, backendPort: bench.backend };
export const siteUrl = `http://127.0.0.1:${BENCH.sitePort}`;
export const backendUrl = `http://127.0.0.1:${BENCH.backendPort}`;

const PROBE = fileURLToPath(new URL('./probe.mjs', import.meta.url));

/** The settings of the bench's site and back-end. */
export function benchEnv() {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(BENCH.sitePort),
    BACKEND_PORT: String(BENCH.backendPort),
    BACKEND_DATA_DIR: 'data/bench',
    // Enough that the models list holds its full 1000 talents (the list's paginate).
    BACKEND_SEED_TALENTS: '1500',
    BACKEND_SEED_POSTS: '60',
    BACKEND_TEST_CONTROLS: '1',
    // Longer than a run (about ten minutes), so a back-end call counted during the load runs is one
    // the load caused, not a page refreshing on its schedule.
    CONTENT_REVALIDATE_SECONDS: '3600',
    NEXT_DIST_DIR: '.next-bench',
    NEXT_PUBLIC_SITE_URL: siteUrl,
    NEXT_PUBLIC_MEDIA_BASE_URL: backendUrl,
    INTEGRATION_API_URL: `${backendUrl}/integration`,
    PANEL_API_URL: `${backendUrl}/panel`,
    // The home as an agency with a feed provider serves it: its Instagram facade is measured. The
    // reserved .invalid name is never reached (no run asks for the posts).
    SOCIAL_FEED_EMBED_URL: 'https://feed.invalid/embed',
    NEXT_TELEMETRY_DISABLED: '1',
    // Shared by the back-end and the site, which runs without starting one (START_BACKEND=0) and
    // then refuses the dev-* defaults.
    INTEGRATION_SALT: 'bench-integration-salt',
    INTEGRATION_API_KEY: 'bench-integration-key',
    PANEL_SALT: 'bench-panel-salt',
    PANEL_API_TOKEN: 'bench-panel-token',
    REVALIDATE_SECRET: 'bench-revalidate-secret',
    // Form sends count against the address in X-Forwarded-For, so the soak's come from many.
    TRUST_PROXY: '1',
  };
}

/**
 * Starts a back-end seeded with 1500 talents and 60 posts, builds the site (when needed) while it
 * answers, so the fixed pages are prerendered as `npm start` would, and starts the production
 * site with the bench's probe in it (probe.mjs: `probeFile(pid)` is where a server started with
 * `env` writes its heap and GC figures). `env` is added to the site's settings only (not the
 * back-end's or the build's).
 */
export async function startServers({ env: extra = {} } = {}) {
  await stopLeftovers([BENCH.sitePort, BENCH.backendPort], 'NEXT_DIST_DIR=.next-bench', 'bench');
  rmSync('data/bench', { recursive: true, force: true });
  // Pages, reads and last good answers of an earlier run would hide what this run's back-end
  // serves.
  rmSync('.next-bench/cache', { recursive: true, force: true });
  rmSync('.next-bench/server/route-cache', { recursive: true, force: true });
  const env = benchEnv();
  const probeDir = mkdtempSync(path.join(tmpdir(), 'bench-probe-'));
  const children = [];
  const stop = () => {
    children.forEach((child) => process.kill(-child.pid, 'SIGTERM'));
    rmSync(probeDir, { recursive: true, force: true });
  };
  try {
    children.push(launch(['--import', 'tsx', 'backend/src/server.ts'], env));
    await waitForUrl(`${backendUrl}/health`, 600_000);
    await buildIfNeeded(env);
    const site = {
      ...env,
      // The site's memory settings, plus the probe.
      ...SITE_MEMORY,
      NODE_OPTIONS: `${SITE_MEMORY.NODE_OPTIONS} --import ${PROBE}`,
      BENCH_PROBE_DIR: probeDir,
      ...extra,
      START_BACKEND: '0',
      SKIP_BUILD: '1',
    };
    const launcher = launch(['scripts/start.mjs'], site);
    children.push(launcher);
    await waitForUrl(`${siteUrl}/api/health`, 600_000);
    const probeFile = (pid) => path.join(probeDir, `${pid}.json`);
    return { stop, sitePid: findSitePid(launcher.pid), env: site, probeFile };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A process of its own group, so stopping it stops what it started. */
function launch(args, env) {
  return spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
  });
}

/** The site's server process (platform/server.mjs) among the launcher's children. */
function findSitePid(launcherPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === launcherPid && cmdline.includes('platform/server.mjs')) return Number(entry);
    } catch {
      // gone
    }
  }
  throw new Error('could not find the site process');
}
