#!/usr/bin/env node
// `npm run start:instances -- N`: builds once (when sources changed), then starts N instances of
// the site on PORT, PORT+1, ..., each as `npm start` without a back-end of its
// own (START_BACKEND=0), for a reverse proxy in front (deploy/nginx.conf). Set REDIS_URL so they
// share their cache and limits, and NEXT_PUBLIC_SITE_URL to the public address (README, "Running
// several instances"). Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';

import { settingsOrExit } from '../lib/env/settings.mjs';
import { isLoopback } from '../lib/security/startup-secrets.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { resolveSiteUrl } from './lib/site-url.mjs';

nextEnv.loadEnvConfig(process.cwd(), false);
const settings = settingsOrExit();
const count = Number(process.argv[2] ?? 2);
if (!Number.isInteger(count) || count < 1) {
  console.error('[instances] usage: npm run start:instances -- <count>');
  process.exit(1);
}
if (!settings.REDIS_URL)
  console.warn('[instances] REDIS_URL is unset: each instance keeps its own cache and rate limits');

const basePort = settings.PORT;
// The instances trust X-Forwarded-For (TRUST_PROXY=1), so only the proxy may reach them: loopback,
// unless HOSTNAME names the interface a proxy on another machine reaches them by.
const hostname = settings.HOSTNAME ?? '127.0.0.1';
if (!isLoopback(hostname))
  console.warn(
    `[instances] listening on ${hostname}: let nothing but the proxy reach these ports, as the instances trust X-Forwarded-For`,
  );
// One public URL for all: left to default, each port would make a build of its own.
const env = {
  ...process.env,
  NEXT_PUBLIC_SITE_URL: resolveSiteUrl(process.env).url,
  START_BACKEND: '0',
  TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
  HOSTNAME: hostname,
};
await buildIfNeeded(env);

const children = Array.from({ length: count }, (_, index) => {
  const port = String(basePort + index);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: { ...env, PORT: port },
  });
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `[instances] the instance on port ${port} stopped (${signal ?? `exit ${code}`})`,
      );
  });
  return child;
});

// Each instance drains its requests in flight (SHUTDOWN_TIMEOUT_MS) before it exits.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    const exits = children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(exits);
    process.exit(0);
  });
}
