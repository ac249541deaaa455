// @ts-check
// The one Redis connection of a site process, shared by Next's cache handler (loaded by the server
// itself, outside the bundles) and by the bundled code (rate limits, idempotency, last good
// answers): it lives on globalThis, so whichever loads first creates it. Plain JavaScript because
// the production server imports the cache handler without a TypeScript compiler.
//
// Redis is a helper, never a dependency: every use goes through `run(operation, fallback)`, which
// answers from the process's own memory when Redis is not connected, fails or is slower than
// REDIS_TIMEOUT_MS, logs the fault once (not once per request), leaves Redis alone for a few
// seconds after a failed command, and uses it again as soon as it answers, without a restart.
import { createClient } from '@redis/client';

import { readSettings } from '../../lib/env/settings.mjs';
import { log as logFor } from '../../lib/log/log.mjs';

/**
 * After a command failed on a connection that looked fine (a hung server), skip Redis this long.
 */
export const REDIS_PAUSE_MS = 5000;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * REDIS_URL (unset: no Redis, everything stays in process), REDIS_TIMEOUT_MS and REDIS_KEY_PREFIX,
 * as lib/env/settings.mjs reads and checks them.
 * @param {Record<string, string | undefined>} env
 * @returns {import('./connection.d.mts').RedisSettings | null}
 */
export function redisSettings(env = process.env) {
  const settings = readSettings(env);
  if (!settings.REDIS_URL) return null;
  const { hostname, port } = new URL(settings.REDIS_URL);
  return {
    url: settings.REDIS_URL,
    timeoutMs: settings.REDIS_TIMEOUT_MS,
    prefix: settings.REDIS_KEY_PREFIX,
    where: `${hostname}:${port || '6379'}`,
  };
}

const GLOBAL_KEY = Symbol.for('agency-site.redis');

/**
 * The process's shared Redis, or null when REDIS_URL is unset and during `next build` (a build
 * never needs Redis, and must not fill a production Redis with what it rendered).
 * @returns {import('./connection.d.mts').SharedRedis | null}
 */
export function sharedRedis() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  /** @type {Record<symbol, import('./connection.d.mts').SharedRedis | null | undefined>} */
  const store = /** @type {never} */ (globalThis);
  if (store[GLOBAL_KEY] === undefined) {
    const settings = redisSettings();
    store[GLOBAL_KEY] = settings ? connectRedis(settings) : null;
  }
  return store[GLOBAL_KEY] ?? null;
}

/**
 * Connects (in the background: nothing waits for it but the first commands, at most the timeout)
 * and keeps reconnecting for as long as the process runs.
 * @param {import('./connection.d.mts').RedisSettings} settings
 * @param {{ log?: import('./connection.d.mts').RedisLog, now?: () => number }} [options]
 * @returns {import('./connection.d.mts').SharedRedis}
 */
export function connectRedis(settings, { log = logFor('redis'), now = Date.now } = {}) {
  const client = createClient({
    url: settings.url,
    name: 'agency-site',
    // Commands sent while disconnected fail at once (and fall back) instead of queueing.
    disableOfflineQueue: true,
    // Finds a connection that died without closing; the answer is bounded by the command timeout.
    pingInterval: 5000,
    maintNotifications: 'disabled',
    commandOptions: { timeout: settings.timeoutMs },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Never give up: Redis is used again whenever it comes back.
      reconnectStrategy: (retries) =>
        Math.min(2 ** retries * 50, MAX_RECONNECT_DELAY_MS) + Math.floor(Math.random() * 100),
    },
  });

  let down = false;
  let faults = 0;
  let everReady = false;
  let pausedUntil = 0;
  /** @type {Array<() => unknown>} */
  const recoveryHooks = [];

  /** @param {unknown} error */
  function fault(error) {
    faults += 1;
    pausedUntil = now() + REDIS_PAUSE_MS;
    if (down) return;
    down = true;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    log.warn(
      `${settings.where} unavailable (${reason}): this instance uses its own memory for the cache and limits until Redis answers again`,
    );
  }

  /** Redis answers again (a new connection, or a command after a pause): once per fault. */
  function recovered() {
    pausedUntil = 0;
    if (!down) return;
    down = false;
    log.info(`${settings.where} answers again: the cache and limits are shared again`);
    for (const hook of recoveryHooks) {
      Promise.resolve()
        .then(hook)
        .catch((error) =>
          log.warn(`after recovering: ${error instanceof Error ? error.message : error}`),
        );
    }
  }

  client.on('error', fault);
  client.on('ready', () => {
    if (!everReady && !down)
      log.info(`connected to ${settings.where}: the cache and limits are shared`);
    everReady = true;
    recovered();
  });
  const connecting = client.connect().then(
    () => undefined,
    (error) => fault(error),
  );

  /** @type {Promise<unknown> | null} */
  let firstWait = null;

  /**
   * Whether to ask Redis now. The first commands wait for the first connection, together and at
   * most the timeout; none waits for it after that.
   */
  async function usable() {
    if (!everReady && !down) {
      firstWait ??= within(connecting, settings.timeoutMs).catch(() => undefined);
      await firstWait;
    }
    return client.isReady && now() >= pausedUntil;
  }

  return {
    settings,
    client: /** @type {never} */ (client),
    key: (name) => `${settings.prefix}${name}`,
    isUsable: () => client.isReady && now() >= pausedUntil,
    async run(operation, fallback) {
      if (!(await usable())) return fallback();
      const faultsBefore = faults;
      let answer;
      try {
        answer = await within(operation(/** @type {never} */ (client)), settings.timeoutMs);
      } catch (error) {
        fault(error);
        return fallback();
      }
      // Only an operation begun after the last fault shows that Redis answers again.
      if (faults === faultsBefore) recovered();
      return answer;
    },
    onRecover(hook) {
      recoveryHooks.push(hook);
    },
    async close() {
      client.removeAllListeners('ready');
      // close() waits for pending commands, which a server that stopped answering never ends.
      await within(client.close(), 1000).catch(() => {
        try {
          client.destroy();
        } catch {
          // already closed
        }
      });
    },
  };
}

/**
 * The promise's outcome, or a rejection once `ms` have passed (the command is not waited for).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function within(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
  });
  return /** @type {Promise<T>} */ (
    Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
  );
}
