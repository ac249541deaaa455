import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { sharedRedis, type SharedRedis } from '@/lib/redis/connection.mjs';

// At most `limit` requests per key within `windowMs`. Callers depend only on `RateLimiter`: in
// process by default, in Redis (counted across instances) when REDIS_URL is set.
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request against `key` and answers whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
}

type Options = { limit: number; windowMs: number; maxKeys?: number };

/**
 * The limiter named `name` (its own bucket per client): shared by every instance through Redis
 * when REDIS_URL is set, else this process's.
 */
export function createLimiter(name: string, options: Options): RateLimiter {
  const redis = sharedRedis();
  return redis ? createSharedRateLimiter(redis, name, options) : createRateLimiter(options);
}

/**
 * Counted in Redis (rate-limiter-flexible: a window of `windowMs` opens at a client's first
 * request), so a client's requests to any instance use one budget. While Redis is away each
 * instance counts in its own memory, as without Redis.
 */
export function createSharedRateLimiter(
  redis: SharedRedis,
  name: string,
  options: Options,
): RateLimiter {
  const local = createRateLimiter(options);
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: redis.key(`limit:${name}`),
    points: options.limit,
    duration: Math.max(1, Math.round(options.windowMs / 1000)),
  });
  return {
    hit: (key) =>
      redis.run(
        async (): Promise<RateLimitResult> => {
          try {
            await shared.consume(key);
            return { ok: true };
          } catch (refusal) {
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            return {
              ok: false,
              retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
            };
          }
        },
        () => local.hit(key),
      ),
  };
}

/** One process only: each instance of the site counts on its own. */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: Options) {
  const hits = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
  }

  return {
    async hit(key: string, now = Date.now()): Promise<RateLimitResult> {
      if (hits.size >= maxKeys) sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      return { ok: true };
    },
  } satisfies RateLimiter;
}
