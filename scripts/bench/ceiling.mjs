import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitForUrl } from '../lib/wait.mjs';

export const CEILING = { port: 3300, dir: 'bench/ceiling', distDir: '.next-ceiling' };
export const ceilingUrl = `http://127.0.0.1:${CEILING.port}/`;

/**
 * The ceiling of this server on this machine: a trivial prerendered page (bench/ceiling) built and
 * served by the same Next version and Node options as the site. Every page's throughput is
 * reported as a share of its own, measured in the same run.
 */
export async function startCeiling() {
  const next = ['node_modules/next/dist/bin/next'];
  const env = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: CEILING.distDir, NEXT_TELEMETRY_DISABLED: '1' };
  if (!existsSync(`${CEILING.dir}/${CEILING.distDir}/BUILD_ID`)) {
    const build = spawnSync(process.execPath, [...next, 'build', CEILING.dir], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('the ceiling page did not build');
  }
  const server = { ...env, MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-old-space-size=256' };
  const child = spawn(process.execPath, [...next, 'start', CEILING.dir, '-p', String(CEILING.port)], { stdio: 'ignore', env: server });
  await waitForUrl(ceilingUrl, 60_000);
  return { pid: child.pid, stop: () => child.kill('SIGTERM') };
}
