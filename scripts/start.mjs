#!/usr/bin/env node
// `npm start`: builds the site when its sources changed, starts backend/ (unless START_BACKEND=0)
// and the site on PORT. `npm run dev` does the same with `next dev`.
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';

import { settingsOrExit } from '../lib/env/settings.mjs';
import { configureLogs, log } from '../lib/log/log.mjs';
import { refuseDevSecrets } from '../lib/security/startup-secrets.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { SITE_MEMORY } from './lib/site-memory.mjs';
import { resolveSiteUrl, siteUrlWarning } from './lib/site-url.mjs';
import { waitForUrl } from './lib/wait.mjs';

const dev = process.argv.includes('--dev');
nextEnv.loadEnvConfig(process.cwd(), dev);
// What this process reports for the site is logged as the site's server logs (lib/log/log.mjs):
// JSON lines for a production start, readable ones for `npm run dev`.
configureLogs({ pretty: dev });
const startLog = log('start');

// Checked before anything starts: a bad setting stops here, naming each.
const settings = settingsOrExit();
// With the stand-in back-end, whose secrets and inbox password are public defaults, the site is
// for this machine: it listens on loopback unless HOSTNAME opens it, which then needs real ones
// (lib/security/startup-secrets.mjs).
if (!dev && settings.START_BACKEND !== '0' && !settings.HOSTNAME) {
  process.env.HOSTNAME = '127.0.0.1';
  startLog.info(
    'The site listens on 127.0.0.1 only, as the stand-in back-end runs with public default secrets; ' +
      'set HOSTNAME (0.0.0.0: every interface) to open it, with real secrets and INBOX_PASSWORD.',
  );
}
if (!dev) refuseDevSecrets({ ...process.env, NODE_ENV: 'production' });
const port = String(settings.PORT);
// The public URL the build uses (scripts/lib/build.mjs); the server is given the same.
const siteUrl = resolveSiteUrl();
process.env.NEXT_PUBLIC_SITE_URL = siteUrl.url;
const backendUrl = `http://${settings.BACKEND_HOST}:${settings.BACKEND_PORT}`;
/** @type {Map<'site' | 'backend', import('node:child_process').ChildProcess>} */
const children = new Map();

function run(command, args, name, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...process.env } });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    startLog.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    void stop(code ?? 1);
  });
  return child;
}

// A stop waits for the site to drain (platform/server.mjs: its requests in flight get SHUTDOWN_TIMEOUT_MS),
// then stops the back-end those requests may still be sending to, then exits: in a container this
// process is the one its stop signals, and the container ends when it does.
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const name of /** @type {const} */ (['site', 'backend']))
    await stopChild(children.get(name));
  process.exit(code);
}

/** @param {import('node:child_process').ChildProcess | undefined} child */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), settings.SHUTDOWN_TIMEOUT_MS + 5000).unref();
  });
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (settings.START_BACKEND !== '0') {
    run(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], 'backend');
    await waitForUrl(`${backendUrl}/health`, 120_000);
  }
  // SKIP_BUILD=1: the caller built already, on purpose before the back-end ran (scripts/e2e-server.mjs).
  if (!dev && process.env.SKIP_BUILD !== '1') await buildIfNeeded();
  if (stopping) process.exit(1);
  // After the build's output, so it is not scrolled away; a local URL is fine while developing.
  const warning = dev ? null : siteUrlWarning(siteUrl);
  if (warning) startLog.warn(warning);
  // Production runs platform/server.mjs: Next's handler, with the build's files sent precompressed.
  const serverArgs = dev
    ? ['node_modules/next/dist/bin/next', 'dev', '-p', port]
    : ['platform/server.mjs'];
  // The site's memory settings (scripts/lib/site-memory.mjs); NODE_OPTIONS overrides them.
  run(process.execPath, serverArgs, 'site', dev ? {} : { ...SITE_MEMORY, PORT: port });
} catch (error) {
  startLog.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  stop(1);
}
