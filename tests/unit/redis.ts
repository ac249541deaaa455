import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { connectRedis, type SharedRedis } from '@/platform/redis/connection.mjs';
import { startRedis, type TestRedis } from '@/scripts/lib/redis-server.mjs';

/**
 * A redis-server of the test file's own, and connections to it that stand for site instances:
 * `instance()` is one more process sharing the Redis (same key prefix), with a silent log.
 */
export function testRedis({ keepData = false } = {}) {
  const state = { redis: null as TestRedis | null, prefix: '' };
  const open: SharedRedis[] = [];
  beforeAll(async () => {
    state.redis = await startRedis({ keepData });
  });
  afterAll(async () => {
    await state.redis?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.close()));
    await state.redis?.start();
    state.prefix = `test:${Math.random().toString(36).slice(2)}:`;
  });

  function server(): TestRedis {
    if (!state.redis) throw new Error('redis-server not started');
    return state.redis;
  }

  return {
    server,
    // Generous, so a loaded machine never turns a slow first connection into a fallback by
    // accident.
    instance(timeoutMs = 2000): SharedRedis {
      const redis = server();
      const log = { warn: vi.fn(), info: vi.fn() };
      const connection = connectRedis(
        {
          url: redis.url,
          timeoutMs,
          prefix: state.prefix || 'test:first:',
          where: `127.0.0.1:${redis.port}`,
        },
        { log },
      );
      open.push(connection);
      return connection;
    },
    /** Until Redis is used again by `connection` after a restart. */
    async recovered(connection: SharedRedis) {
      const deadline = Date.now() + 10_000;
      while (
        !(await connection.run(
          async () => true,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error('Redis was not used again');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
