import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { SITE_MEMORY } from '../../scripts/lib/site-memory.mjs';
import { slotPorts } from '../../scripts/lib/slot.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { stopLeftovers } from './leftovers.mjs';

const DIST_DIR = '.next-ceiling';

/**
 * The ceiling of this server on this machine: a trivial prerendered page (bench/ceiling) built and
 * served by the same Next version and Node options as the site, and the same page behind a proxy
 * that does nothing (bench/ceiling-proxy), which tells what running a proxy at all costs. Every
 * page's throughput is reported as a share of the first, measured in the same run.
 */
const { ceilings } = slotPorts();
export const CEILINGS = {
  bare: { dir: 'bench/ceiling', port: ceilings.bare },
  proxied: { dir: 'bench/ceiling-proxy', port: ceilings.proxied },
};

export const ceilingUrl = (name) => `http://127.0.0.1:${CEILINGS[name].port}/`;

export async function startCeilings() {
  const servers = {};
  for (const [name, { dir, port }] of Object.entries(CEILINGS))
    servers[name] = await startOne(dir, port);
  return {
    pids: Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.pid])),
    stop: () => Object.values(servers).forEach((s) => s.kill('SIGTERM')),
  };
}

async function startOne(dir, port) {
  const next = ['node_modules/next/dist/bin/next'];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (!existsSync(`${dir}/${DIST_DIR}/BUILD_ID`)) {
    const build = spawnSync(process.execPath, [...next, 'build', dir], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error(`${dir} did not build`);
  }
  await stopLeftovers([port], `NEXT_DIST_DIR=${DIST_DIR}`, `bench's ceiling for ${dir}`);
  // On loopback, as the site's own start-up check (which the ceiling's build runs too) refuses
  // its dev-* defaults on a server others can reach.
  const server = { ...env, ...SITE_MEMORY, HOSTNAME: '127.0.0.1' };
  const child = spawn(
    process.execPath,
    [...next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'],
    { stdio: 'ignore', env: server },
  );
  await waitForUrl(`http://127.0.0.1:${port}/`, 60_000);
  return child;
}
