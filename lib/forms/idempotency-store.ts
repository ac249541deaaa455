import { sharedRedis, type SharedRedis } from '@/platform/redis/connection.mjs';

// What the site remembers of idempotency keys. Callers depend only on `IdempotencyStore`: in
// process by default, in Redis when REDIS_URL is set, so a retry that lands on another instance
// is still recognized.
export type Claim = 'new' | 'pending' | 'stored';

export interface IdempotencyStore {
  /**
   * 'new' (and now pending) the first time; 'pending' while that send runs; 'stored' once it was.
   */
  claim(key: string): Promise<Claim>;
  /**
   * Ends a pending send: remembered when the panel stored it, forgotten so a retry may go on when
   * not.
   */
  settle(key: string, stored: boolean): Promise<void>;
}

type Options = {
  storedTtlMs?: number;
  pendingTtlMs?: number;
  maxKeys?: number;
  now?: () => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** One process only. Pending claims expire too, so a crashed send cannot block its key for good. */
export function createIdempotencyStore({
  storedTtlMs = DAY_MS,
  pendingTtlMs = 15 * 60_000,
  maxKeys = 50_000,
  now = Date.now,
}: Options = {}) {
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

/**
 * Kept in Redis when REDIS_URL is set (else `createIdempotencyStore`). A key is claimed with one
 * atomic SET NX, so two instances cannot both send the same entry. While Redis is away each
 * instance remembers in its own memory; a send claimed there is settled there.
 */
export function createSharedIdempotencyStore(
  options: Options = {},
  redis: SharedRedis | null = sharedRedis(),
): IdempotencyStore {
  const local = createIdempotencyStore(options);
  if (!redis) return local;
  const { storedTtlMs = DAY_MS, pendingTtlMs = 15 * 60_000 } = options;
  const claimedHere = new Set<string>();
  const keyOf = (key: string) => redis.key(`idempotency:${key}`);

  return {
    claim: (key) =>
      redis.run(
        async (client): Promise<Claim> => {
          const claimed = await client.set(keyOf(key), 'pending', {
            condition: 'NX',
            expiration: { type: 'PX', value: pendingTtlMs },
          });
          if (claimed === 'OK') return 'new';
          // Expired between the two commands: the retry after Retry-After claims it.
          return (await client.get(keyOf(key))) === 'stored' ? 'stored' : 'pending';
        },
        () => {
          claimedHere.add(key);
          return local.claim(key);
        },
      ),
    async settle(key, stored) {
      if (claimedHere.delete(key)) return local.settle(key, stored);
      await redis.run(
        async (client) => {
          if (stored)
            await client.set(keyOf(key), 'stored', {
              expiration: { type: 'PX', value: storedTtlMs },
            });
          else await client.del(keyOf(key));
        },
        // At least this instance then knows the entry was sent.
        async () => {
          if (stored && (await local.claim(key)) === 'new') await local.settle(key, true);
        },
      );
    },
  };
}
