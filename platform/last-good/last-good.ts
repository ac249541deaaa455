import { join } from 'node:path';

import { cacheBounds, MB } from '@/lib/env/cache-bounds.mjs';
import { serverEnv } from '@/lib/env/private';
import { ByteLru, stringBytes } from '@/platform/cache/byte-lru.mjs';
import { sharedRedis, type SharedRedis } from '@/platform/redis/connection.mjs';

import { diskStore } from './last-good-disk';

// The last good answer of each cached back-end read, kept so that an outage never turns a page
// that was served before into an error page: when the panel expires a tag during an outage (or a
// page's data expired and cannot be read again), the page is rebuilt from these.
//
// Answers are kept as JSON text in memory and on disk, each within its byte budget (least recently
// used out first), so a restarted server still has them; with REDIS_URL set, in Redis too, so an
// instance that never made a read (or was just started) has the answer another one kept. The keys
// are bounded by the back-end's content: a read that failed or found nothing is never kept.

/** Where answers are shared between instances. Its failures are its own: never thrown. */
export interface SharedTexts {
  put(key: string, text: string): Promise<void>;
  /** The text, or undefined when it has none or cannot be asked. */
  get(key: string): Promise<string | undefined>;
}

type Options = {
  /** Bytes of answers in memory. */
  maxBytes?: number;
  /** Where answers are kept on disk (none: memory only), and how many bytes of them. */
  dir?: string | null;
  diskMaxBytes?: number;
  shared?: SharedTexts | null;
};

const DEFAULT_BOUNDS = cacheBounds({});

export function createLastGood({
  maxBytes = DEFAULT_BOUNDS.lastGoodMemoryBytes,
  dir = null,
  diskMaxBytes = DEFAULT_BOUNDS.lastGoodDiskBytes,
  shared = null,
}: Options = {}) {
  const entries = new ByteLru<string>(maxBytes);
  const disk = dir ? diskStore(dir, diskMaxBytes) : null;

  const keep = (key: string, text: string) => entries.set(key, text, stringBytes(text));

  return {
    remember(key: string, value: unknown): void {
      const text = JSON.stringify(value);
      if (text === undefined || entries.peek(key) === text) return;
      keep(key, text);
      void disk?.write(key, text);
      if (shared) void shared.put(key, text);
    },
    /**
     * The shared answer first (another instance may have kept a newer one), else this instance's.
     */
    async recall<T>(key: string): Promise<T | undefined> {
      let text = shared ? await shared.get(key) : undefined;
      text ??= entries.get(key) ?? disk?.read(key);
      if (text === undefined) return undefined;
      // Touch: a read served again stays longer.
      keep(key, text);
      return JSON.parse(text) as T;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Answers kept in Redis under `last-good:<read>`, without expiry, as on disk. */
export function redisTexts(redis: SharedRedis): SharedTexts {
  const keyOf = (key: string) => redis.key(`last-good:${key}`);
  return {
    async put(key, text) {
      await redis.run(
        async (client) => {
          await client.set(keyOf(key), text);
        },
        () => undefined,
      );
    },
    get: (key) =>
      redis.run(
        async (client) => (await client.get(keyOf(key))) ?? undefined,
        () => undefined,
      ),
  };
}

const redis = sharedRedis();

// Beside Next's data cache in the build folder; deleting that folder starts afresh.
export const lastGood = createLastGood({
  maxBytes: serverEnv.LAST_GOOD_MEMORY_MB * MB,
  dir: join(serverEnv.NEXT_DIST_DIR, 'cache', 'last-good'),
  diskMaxBytes: serverEnv.LAST_GOOD_DISK_MB * MB,
  shared: redis ? redisTexts(redis) : null,
});
