// A throwaway redis-server for tests and measurements: its own port and data folder, nothing kept
// on disk, stopped and started again at will (to show the site surviving Redis going away).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readSettings } from '../../lib/env/settings.mjs';

const BINARY = readSettings().REDIS_SERVER_PATH;

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts redis-server on `port` (a free one by default); `stop()` and `start()` it as needed. With
 * `keepData`, what it holds survives a stop (an append-only file synced on every write).
 */
export async function startRedis({ port, keepData = false } = {}) {
  if (spawnSync(BINARY, ['--version']).error) {
    throw new Error(
      `${BINARY} not found: install it (apt-get install redis-server) or set REDIS_SERVER_PATH`,
    );
  }
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'agency-redis-'));
  let child = null;

  async function start() {
    if (child) return;
    const persistence = keepData
      ? ['--appendonly', 'yes', '--appendfsync', 'always']
      : ['--appendonly', 'no'];
    child = spawn(
      BINARY,
      [
        '--port',
        String(chosen),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        ...persistence,
        '--loglevel',
        'warning',
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const started = child;
    started.once('exit', () => {
      if (child === started) child = null;
    });
    await waitUntil(() => ping(chosen), 10_000, `redis-server on port ${chosen} did not start`);
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    get pid() {
      return child?.pid;
    },
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Redis answers PONG on the port. */
export function ping(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

async function waitUntil(check, timeoutMs, message) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(message);
}
