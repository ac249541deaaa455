import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { serverEnv } from '@/lib/env/server';
import { sharedRedis, type SharedRedis } from '@/lib/redis/connection.mjs';

// The last good answer of each cached back-end read, kept so that an outage never turns a page
// that was served before into an error page: when the panel expires a tag during an outage (or a
// page's data expired and cannot be read again), the page is rebuilt from these.
//
// Answers are kept as JSON text in memory (least recently used first out, within a byte budget)
// and on disk, so a restarted server still has them; with REDIS_URL set, in Redis too, so an
// instance that never made a read (or was just started) has the answer another one kept. The keys
// are bounded by the back-end's content: a read that failed or found nothing is never kept.
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Where answers are shared between instances. Its failures are its own: never thrown. */
export interface SharedTexts {
  put(key: string, text: string): Promise<void>;
  /** The text, or undefined when it has none or cannot be asked. */
  get(key: string): Promise<string | undefined>;
}

type Options = { maxBytes?: number; dir?: string | null; shared?: SharedTexts | null };

export function createLastGood({
  maxBytes = DEFAULT_MAX_BYTES,
  dir = null,
  shared = null,
}: Options = {}) {
  const entries = new Map<string, string>();
  let bytes = 0;

  const fileOf = (key: string) =>
    dir ? join(dir, `${createHash('sha256').update(key).digest('hex')}.json`) : null;

  function forget(key: string) {
    const text = entries.get(key);
    if (text === undefined) return;
    entries.delete(key);
    bytes -= text.length;
  }

  function keep(key: string, text: string) {
    forget(key);
    if (text.length > maxBytes) return;
    entries.set(key, text);
    bytes += text.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  async function persist(file: string, text: string) {
    try {
      mkdirSync(dir ?? '.', { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, file);
    } catch (error) {
      console.warn(
        `[cache] could not keep a last good answer on disk: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  return {
    remember(key: string, value: unknown): void {
      const text = JSON.stringify(value);
      if (text === undefined || entries.get(key) === text) return;
      keep(key, text);
      const file = fileOf(key);
      if (file) void persist(file, text);
      if (shared) void shared.put(key, text);
    },
    /**
     * The shared answer first (another instance may have kept a newer one), else this instance's.
     */
    async recall<T>(key: string): Promise<T | undefined> {
      let text = shared ? await shared.get(key) : undefined;
      text ??= entries.get(key);
      if (text === undefined) {
        const file = fileOf(key);
        if (!file) return undefined;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          return undefined;
        }
      }
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
  dir: join(serverEnv.NEXT_DIST_DIR, 'cache', 'last-good'),
  shared: redis ? redisTexts(redis) : null,
});
