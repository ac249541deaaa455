import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';

import { E2E } from './env';
import { spawnServer } from './own-server';

/**
 * The production server npm start runs, alone (./own-server.ts). Resolves with its exit code and
 * output once it exits, or, with `until`, once its output says so (it is then stopped).
 */
async function runServer(env: Record<string, string | undefined>, until?: string) {
  const server = spawnServer(env);
  let output = '';
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && output.includes(until)) server.kill('SIGTERM');
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}

// Issue 13: every secret has a dev-* default; a production start against real back-ends
// (START_BACKEND=0) with any of them must stop, naming the variables, before serving anything.
test('a production start against real back-ends with dev-* secrets exits, naming the variables', async () => {
  test.setTimeout(90_000);
  const { code, output } = await runServer({
    START_BACKEND: '0',
    PANEL_API_URL: 'https://panel.example/panel',
    INTEGRATION_API_URL: 'https://integration.example/integration',
    HOSTNAME: '127.0.0.1',
    ...E2E.secrets,
    PANEL_API_TOKEN: 'dev-panel-token',
    REVALIDATE_SECRET: '',
  });
  expect(code, output).toBe(1);
  expect(output).toContain(
    'Refusing to start: PANEL_API_TOKEN, REVALIDATE_SECRET are unset or a dev-* default',
  );
});

// Issue 47: the stand-in's secrets and inbox password are public; `GET /api/diagnostics` and
// `POST /api/revalidate` answered `Bearer dev-revalidate-secret` on a production build listening
// on every interface.
test("a production server others can reach refuses the stand-in's public secrets and inbox password; on loopback it starts", async () => {
  test.setTimeout(120_000);
  const standIn = {
    INTEGRATION_API_URL: `${E2E.backendUrl}/integration`,
    PANEL_API_URL: `${E2E.backendUrl}/panel`,
  };
  for (const HOSTNAME of [undefined, '0.0.0.0']) {
    const { code, output } = await runServer({ ...standIn, HOSTNAME });
    expect(code, output).toBe(1);
    expect(output).toContain(
      'Refusing to start: INTEGRATION_SALT, INTEGRATION_API_KEY, PANEL_SALT, PANEL_API_TOKEN, REVALIDATE_SECRET, INBOX_PASSWORD are unset or a dev-* default',
    );
  }
  const loopback = await runServer({ ...standIn, HOSTNAME: '127.0.0.1' }, '"msg":"ready on');
  expect(loopback.output).toContain(
    `"area":"server","msg":"ready on http://127.0.0.1:${E2E.startupPort}"`,
  );
  expect(loopback.output).not.toContain('Refusing to start');
});

test('npm start with the stand-in back-end listens on loopback only', async () => {
  const port = Number(new URL(E2E.siteUrl).port);
  const reach = (host: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve('open');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  expect(await reach('127.0.0.1')).toBe('open');
  const outward = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  test.skip(!outward, 'this machine has no interface beyond loopback');
  expect(await reach(outward?.address ?? '')).toBe('ECONNREFUSED');
});
