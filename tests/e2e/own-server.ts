import { spawn } from 'node:child_process';

import { E2E } from './env';

/**
 * The production server npm start runs (platform/server.mjs), alone, on the e2e build and a port of its own
 * (E2E.startupPort): no back-end started, no build step. `env` comes on top of the production
 * basics; nothing else of this process's environment is passed on.
 */
export function spawnServer(env: Record<string, string | undefined>) {
  return spawn(process.execPath, ['platform/server.mjs'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: E2E.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(E2E.startupPort),
      ...env,
    },
  });
}
