// @ts-check
// Next's cache (pages, route answers and the back-end reads cached with unstable_cache) in Redis,
// so that every instance serves what any of them rendered, and a revalidation received by one
// refreshes all. next.config.mjs chooses it when the server starts with REDIS_URL set.
//
// Built on @fortedigital/nextjs-cache-handler: its redis-strings handler keeps each entry with its
// tags in a shared index, deletes the entries of a revalidated tag for every instance, records
// when each implicit path tag (`_N_T_/...`, what revalidatePath expires) was revalidated and
// checks those times on every read. Around it, this module adds:
// - a fallback to the process's own memory whenever Redis is unreachable, failing or slow (see
//   connection.mjs); what was cached there is dropped when Redis answers again, and tags that
//   could not be revalidated in Redis are revalidated there then;
// - the entry's cache lifetime (`cacheControl`), which the package does not store: without it an
//   instance that did not render a page itself would take it as stale at once;
// - the refusal of redirects and error pages (platform/cache/keep.mjs), which no instance stores.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLocalHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

import { cacheBounds } from '../../lib/env/cache-bounds.mjs';
import { forgetLifetime, worthKeeping } from '../cache/keep.mjs';
import { REDIS_PAUSE_MS, sharedRedis } from './connection.mjs';

/**
 * @typedef
 * {import('@fortedigital/nextjs-cache-handler/dist/handlers/cache-handler.types.js').Handler}
 * Handler
 */

const DAY_SECONDS = 24 * 60 * 60;
// The package keeps its tag index in hashes without expiry; each write gives them this lifetime,
// so the index of a build no longer deployed leaves Redis a week after its last write.
const INDEX_SECONDS = 7 * DAY_SECONDS;
const INDEX_KEYS = ['__sharedTags__', '__sharedTagsTtl__', '__revalidated_tags__'];
// The fallback while Redis is away: PAGE_CACHE_MEMORY_MB of entries, least recently used out
// first. The package's `maxItemSizeBytes` bounds the total of its entries, each counted as JSON
// text (a buffer counts about three times its bytes), and the count is only a backstop. (Its LRU
// refuses a bound of 0: one byte keeps nothing either.)
const LOCAL_LIMITS = {
  maxItemsNumber: 100_000,
  maxItemSizeBytes: Math.max(1, cacheBounds().pageMemoryBytes),
};
const CACHE_CONTROL = '__cacheControl';

/** @type {Handler | null} the handler of this process, to delete what turned unfit to keep */
let handler = null;

CacheHandler.onCreation(({ buildId }) => {
  const redis = sharedRedis();
  handler = redis ? redisOrMemory(redis, buildId ?? 'unknown') : createLocalHandler(LOCAL_LIMITS);
  if (!redis) return { handlers: [handler] };
  return {
    handlers: [handler],
    // An entry stays in Redis twice its revalidation time, and at least a day: a stale page is
    // still served at once while it is built again, as the file-system cache does.
    ttl: { estimateExpireAge: (staleAge) => Math.max(2 * staleAge, DAY_SECONDS) },
  };
});

/**
 * Redis while it answers, the process's memory while it does not.
 * @param {import('./connection.d.mts').SharedRedis} redis
 * @param {string} buildId
 * @returns {Handler}
 */
export function redisOrMemory(redis, buildId) {
  // Per build: a page of one build refers to that build's scripts, so another build never reads it.
  const keyPrefix = redis.key(`next:${buildId}:`);
  const shared = createRedisHandler({
    client: /** @type {never} */ (redis.client),
    keyPrefix,
    timeoutMs: redis.settings.timeoutMs,
    keyExpirationStrategy: 'EXAT',
  });
  let local = createLocalHandler(LOCAL_LIMITS);
  /** Tags revalidated here while Redis was away: the other instances' entries still need it. */
  const missed = new Set();
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retry = null;

  async function replayMissed() {
    for (const tag of [...missed]) {
      const done = await redis.run(
        () => shared.revalidateTag(tag).then(() => true),
        () => false,
      );
      if (!done) return scheduleReplay();
      missed.delete(tag);
    }
  }

  function scheduleReplay() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = null;
      void replayMissed();
    }, REDIS_PAUSE_MS + 100);
    retry.unref?.();
  }

  redis.onRecover(async () => {
    // Entries kept here during the fault are not shared: a later fault must not serve them.
    local = createLocalHandler(LOCAL_LIMITS);
    await replayMissed();
  });

  return {
    name: 'redis-or-memory',
    get: (key, meta) =>
      redis.run(
        () => shared.get(key, meta),
        () => local.get(key, meta),
      ),
    set: (key, value, ctx) =>
      redis.run(
        async (client) => {
          await shared.set(key, value, ctx);
          await Promise.all(
            INDEX_KEYS.map((name) => client.expire(`${keyPrefix}${name}`, INDEX_SECONDS)),
          );
        },
        () => local.set(key, value, ctx),
      ),
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      await redis.run(
        () => shared.revalidateTag(tag),
        () => {
          missed.add(tag);
          scheduleReplay();
        },
      );
    },
    delete: (key) =>
      redis.run(
        () => shared.delete?.(key) ?? Promise.resolve(),
        () => local.delete?.(key),
      ),
    prepare: () =>
      redis.run(
        () => shared.prepare?.() ?? Promise.resolve(),
        () => undefined,
      ),
  };
}

/** The package's handler, keeping each entry's cache lifetime with it. */
export default class SiteCacheHandler extends CacheHandler {
  /** @type {CacheHandler['get']} */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const value = /** @type {Record<string, unknown> | null | undefined} */ (entry?.value);
    if (!entry || !value || !(CACHE_CONTROL in value)) return entry;
    const { [CACHE_CONTROL]: cacheControl, ...rest } = value;
    return /** @type {never} */ ({ ...entry, value: rest, cacheControl });
  }

  /** @type {CacheHandler['set']} */
  async set(key, value, ctx) {
    if (value && !worthKeeping(value)) {
      forgetLifetime(key);
      await handler?.delete?.(key);
      return;
    }
    const cacheControl = /** @type {{ cacheControl?: unknown } | undefined} */ (ctx)?.cacheControl;
    const kept =
      value && cacheControl && value.kind !== 'FETCH'
        ? { ...value, [CACHE_CONTROL]: cacheControl }
        : value;
    return super.set(key, /** @type {never} */ (kept), ctx);
  }
}
