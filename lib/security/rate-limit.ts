// At most `limit` requests per key within `windowMs`, sliding. Callers depend only on `RateLimiter`,
// so a shared store (Redis through rate-limiter-flexible, for several instances) can replace the
// in-memory one without touching them.
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request against `key` and answers whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
}

type Options = { limit: number; windowMs: number; maxKeys?: number };

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
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { ok: true };
    },
  } satisfies RateLimiter;
}
