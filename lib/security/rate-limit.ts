// An in-memory sliding-window limiter: at most `limit` requests per key within `windowMs`.
// One process only; a multi-instance deployment would need a shared store.
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

type Options = { limit: number; windowMs: number; maxKeys?: number };

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: Options) {
  const hits = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key: string, now = Date.now()): RateLimitResult {
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
  };
}
