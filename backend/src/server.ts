import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';

import { createApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { createContext } from './context.js';
import { openDatabase } from './db.js';
import { scheduleRetention } from './retention.js';
import { seedIfEmpty } from './seed/index.js';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Opens (and on first start seeds) the database, then serves both APIs and deletes entries past
 * their keep-until date on a schedule. `now` is the clock of that schedule (tests move it).
 */
export async function startServer(
  config: Config,
  { now }: { now?: () => Date } = {},
): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  const seed = await seedIfEmpty(db, config);
  const stopRetention = scheduleRetention(db, config.dataDir, config.retentionSweepMinutes, now);
  const app = createApp(createContext(db, config));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  const seeded = seed.seeded
    ? `seeded ${seed.talents} talents and ${seed.posts} posts in ${seed.ms} ms`
    : 'existing data';
  console.log(
    `[backend] listening on ${url} (data: ${config.dataDir}, ${seeded}${config.testControls ? ', test controls on' : ''})`,
  );
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        stopRetention();
        server.close(() => {
          db.close();
          resolve();
        });
        // Keep-alive connections would otherwise hold close() open.
        (server as Server).closeAllConnections();
      }),
  };
}

// Run only as the entry point (`npm run backend`), not when tests import startServer().
const isEntry =
  process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isEntry) {
  const running = await startServer(loadConfig()).catch((error: unknown) => {
    console.error('[backend] could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void running.close().then(() => process.exit(0)));
  }
}
