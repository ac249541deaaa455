import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';

import { waitForUrl } from '../lib/wait.mjs';

// E2E_SLOT shifts the ports, as it does for the e2e server, so two checkouts can bench at once.
const slot = Number(process.env.E2E_SLOT ?? 0);
export const BENCH = { slot, sitePort: 3200 + slot, backendPort: 4210 + slot };
export const siteUrl = `http://127.0.0.1:${BENCH.sitePort}`;
export const backendUrl = `http://127.0.0.1:${BENCH.backendPort}`;

/**
 * Builds (when needed) and starts the production site with a back-end seeded with 1500 talents and
 * 60 posts.
 */
export async function startServers() {
  rmSync('data/bench', { recursive: true, force: true });
  // Pages, reads and last good answers of an earlier run would hide what this run's back-end
  // serves.
  rmSync('.next-bench/cache', { recursive: true, force: true });
  rmSync('.next-bench/server/route-cache', { recursive: true, force: true });
  const env = {
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
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
  });
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  try {
    await waitForUrl(`${siteUrl}/api/health`, 600_000);
    return { stop, sitePid: findSitePid(child.pid) };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The site's server process (server.mjs) among the launcher's children. */
function findSitePid(launcherPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === launcherPid && cmdline.includes('server.mjs')) return Number(entry);
    } catch {
      // gone
    }
  }
  throw new Error('could not find the site process');
}
