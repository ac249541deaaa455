import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { sharedRedis, type SharedRedis } from '@/platform/redis/connection.mjs';

// At most `limit` requests per key in a window of `windowMs` that opens at the key's first request
// (rate-limiter-flexible's fixed window). Callers depend only on `RateLimiter`: in process by
// default, in Redis (counted across instances) when REDIS_URL is set.
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request against `key` and answers whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
}

type Options = { limit: number; windowMs: number };

/**
 * The limiter named `name` (its own bucket per client): shared by every instance through Redis
 * when REDIS_URL is set, else this process's.
 */
export function createLimiter(name: string, options: Options): RateLimiter {
  const redis = sharedRedis();
  return redis ? createSharedRateLimiter(redis, name, options) : createRateLimiter(options);
}

/**
 * Counted in Redis, so a client's requests to any instance use one budget. While Redis is away,
 * failing or slow, the insurance limiter counts in this instance's memory, as without Redis.
 */
export function createSharedRateLimiter(
  redis: SharedRedis,
  name: string,
  options: Options,
): RateLimiter {
  const shared = new RateLimiterRedis({
    storeClient: guardedClient(redis),
    useRedisPackage: true,
    keyPrefix: redis.key(`limit:${name}`),
    ...budget(options),
    insuranceLimiter: new RateLimiterMemory(budget(options)),
  });
  return { hit: (key) => outcome(shared.consume(key)) };
}

/** One process only: each instance of the site counts on its own. */
export function createRateLimiter(options: Options): RateLimiter {
  const local = new RateLimiterMemory(budget(options));
  return { hit: (key) => outcome(local.consume(key)) };
}

function budget({ limit, windowMs }: Options) {
  return { points: limit, duration: Math.max(1, Math.round(windowMs / 1000)) };
}

async function outcome(consumed: Promise<RateLimiterRes>): Promise<RateLimitResult> {
  try {
    await consumed;
    return { ok: true };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

type EvalArguments = { keys: string[]; arguments: string[] };

/**
 * The one command the Redis limiter sends, passed through the connection's guard (its timeout, its
 * pause after a fault, its log), which refuses it while Redis cannot be used: the refusal is what
 * turns the limiter to its insurance.
 */
function guardedClient(redis: SharedRedis) {
  return {
    eval: (script: string, options: EvalArguments) =>
      redis.run(
        (client) => client.eval(script, options),
        () => Promise.reject(new Error('Redis is not usable now')),
      ),
  };
}
