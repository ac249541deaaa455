// What the site remembers of idempotency keys. Callers depend only on `IdempotencyStore`, so a
// shared store (Redis, for several instances) can replace the in-memory one without touching them.
export type Claim = 'new' | 'pending' | 'stored';

export interface IdempotencyStore {
  /** 'new' (and now pending) the first time; 'pending' while that send runs; 'stored' once it was. */
  claim(key: string): Promise<Claim>;
  /** Ends a pending send: remembered when the panel stored it, forgotten so a retry may go on when not. */
  settle(key: string, stored: boolean): Promise<void>;
}

type Options = { storedTtlMs?: number; pendingTtlMs?: number; maxKeys?: number; now?: () => number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** One process only. Pending claims expire too, so a crashed send cannot block its key for good. */
export function createIdempotencyStore({ storedTtlMs = DAY_MS, pendingTtlMs = 15 * 60_000, maxKeys = 50_000, now = Date.now }: Options = {}) {
  const keys = new Map<string, { state: 'pending' | 'stored'; expires: number }>();

  function forgetExpired(at: number) {
    for (const [key, entry] of keys) if (entry.expires <= at) keys.delete(key);
    // Still full: drop the oldest (a Map keeps insertion order).
    for (const key of keys.keys()) {
      if (keys.size < maxKeys) break;
      keys.delete(key);
    }
  }

  return {
    async claim(key: string): Promise<Claim> {
      const at = now();
      const entry = keys.get(key);
      if (entry && entry.expires > at) return entry.state;
      if (keys.size >= maxKeys) forgetExpired(at);
      keys.set(key, { state: 'pending', expires: at + pendingTtlMs });
      return 'new';
    },
    async settle(key: string, stored: boolean): Promise<void> {
      if (!stored) keys.delete(key);
      else {
        keys.delete(key);
        keys.set(key, { state: 'stored', expires: now() + storedTtlMs });
      }
    },
  } satisfies IdempotencyStore;
}
