import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

import { E2E } from './env';

// Issue 13: every secret has a dev-* default; a production start against real back-ends
// (START_BACKEND=0) with any of them must stop, naming the variables, before serving anything.
test('a production start against real back-ends with dev-* secrets exits, naming the variables', async () => {
  test.setTimeout(90_000);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: E2E.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    START_BACKEND: '0',
    PANEL_API_URL: 'https://panel.example/panel',
    INTEGRATION_API_URL: 'https://integration.example/integration',
    ...E2E.secrets,
    PANEL_API_TOKEN: 'dev-panel-token',
    REVALIDATE_SECRET: '',
  };
  // The production server npm start runs (server.mjs), alone: no back-end, no build step.
  const server = spawn(process.execPath, ['server.mjs'], {
    env: { ...env, PORT: String(E2E.startupPort) },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    server.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, output).toBe(1);
  expect(output).toContain(
    'Refusing to start: PANEL_API_TOKEN, REVALIDATE_SECRET are unset or a dev-* default',
  );
});
