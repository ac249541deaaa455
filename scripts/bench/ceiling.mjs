import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import { SITE_MEMORY } from '../lib/site-memory.mjs';
import { slotPorts } from '../lib/slot.mjs';
import { waitForUrl } from '../lib/wait.mjs';

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
  await stopLeftover(dir, port);
  // Another server there would answer for ours, which would fail to listen and exit.
  if (await answers(port))
    throw new Error(`port ${port} is taken: the ceiling for ${dir} needs it`);
  const server = { ...env, ...SITE_MEMORY };
  const child = spawn(process.execPath, [...next, 'start', dir, '-p', String(port)], {
    stdio: 'ignore',
    env: server,
  });
  writeFileSync(pidFile(dir), String(child.pid));
  await waitForUrl(`http://127.0.0.1:${port}/`, 60_000);
  return child;
}

const answers = (port) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );

const pidFile = (dir) => `${dir}/${DIST_DIR}/server.pid`;

/**
 * Stops the ceiling server a killed bench run left on `port` (a server is stopped with its run,
 * but a run killed outright cannot stop it), found by the pid file its run wrote. Only a ceiling
 * server is stopped, told by its environment in /proc where there is one; elsewhere such a server
 * makes the start above fail, naming its port.
 */
async function stopLeftover(dir, port) {
  let pid;
  try {
    pid = Number(readFileSync(pidFile(dir), 'utf8'));
    // Its environment, which a renamed process title leaves as it started: a ceiling's own.
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    if (!environment.includes(`NEXT_DIST_DIR=${DIST_DIR}`)) return;
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  console.log(`[bench] stopped the ceiling server a killed run left on port ${port} (pid ${pid})`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (await answers(port)))
    await new Promise((resolve) => setTimeout(resolve, 250));
}
