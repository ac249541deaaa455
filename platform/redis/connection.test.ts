// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { startRedis, type TestRedis } from '@/scripts/lib/redis-server.mjs';

import { connectRedis, redisSettings, type SharedRedis } from './connection.mjs';

let redis: TestRedis;
const open: SharedRedis[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.close();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
  await redis.start();
});

// Generous, so a loaded machine never turns a slow first connection into a fallback by accident.
function connect(timeoutMs = 2000) {
  const log = { warn: vi.fn(), info: vi.fn() };
  const connection = connectRedis(
    {
      url: redis.url,
      timeoutMs,
      prefix: `test:${Math.random()}:`,
      where: `127.0.0.1:${redis.port}`,
    },
    { log },
  );
  open.push(connection);
  return { connection, log };
}

const viaRedis = (connection: SharedRedis) =>
  connection.run(
    async (client) => `redis ${await client.ping()}`,
    () => 'memory',
  );

async function eventually<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: 10_000, interval: 50 }).toBe(expected);
}

describe('redisSettings', () => {
  it('is off without REDIS_URL and refuses what is not a Redis URL or a timeout', () => {
    expect(redisSettings({})).toBeNull();
    expect(redisSettings({ REDIS_URL: ' ' })).toBeNull();
    expect(redisSettings({ REDIS_URL: 'redis://:secret@cache.internal:6380/2' })).toEqual({
      url: 'redis://:secret@cache.internal:6380/2',
      timeoutMs: 500,
      prefix: 'agency:',
      where: 'cache.internal:6380',
    });
    expect(() => redisSettings({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
    expect(() => redisSettings({ REDIS_URL: 'redis://cache', REDIS_TIMEOUT_MS: '0' })).toThrow(
      /REDIS_TIMEOUT_MS/,
    );
  });
});

describe('the shared connection', () => {
  it('answers from Redis once connected, even for the very first command', async () => {
    const { connection, log } = connect();
    expect(await viaRedis(connection)).toBe('redis PONG');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back at once while Redis is down, says so once, and uses Redis again when it returns', async () => {
    const { connection, log } = connect();
    const recoveries = vi.fn();
    connection.onRecover(recoveries);
    expect(await viaRedis(connection)).toBe('redis PONG');

    await redis.stop();
    await eventually(() => viaRedis(connection), 'memory');
    for (let i = 0; i < 20; i += 1) expect(await viaRedis(connection)).toBe('memory');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[0])).toMatch(/unavailable .*uses its own memory/);

    await redis.start();
    await eventually(() => viaRedis(connection), 'redis PONG');
    expect(recoveries).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/connected to/),
      expect.stringMatching(/answers again/),
    ]);
  });

  it('starts without Redis and uses it once it appears', async () => {
    await redis.stop();
    const { connection, log } = connect();
    expect(await viaRedis(connection)).toBe('memory');
    expect(log.warn).toHaveBeenCalledTimes(1);
    await redis.start();
    await eventually(() => viaRedis(connection), 'redis PONG');
  });

  it('gives up on an operation that outlasts the timeout, and leaves Redis alone for a while', async () => {
    const { connection, log } = connect(200);
    await eventually(() => viaRedis(connection), 'redis PONG');
    const warnings = log.warn.mock.calls.length;
    const hung = () =>
      connection.run(
        () => new Promise<string>(() => undefined),
        () => 'memory',
      );
    expect(await hung()).toBe('memory');
    expect(log.warn).toHaveBeenCalledTimes(warnings + 1);
    expect(String(log.warn.mock.calls.at(-1)?.[0])).toMatch(/no answer within 200 ms/);
    // Paused: not even asked.
    const operation = vi.fn(async () => 'redis');
    expect(await connection.run(operation, () => 'memory')).toBe('memory');
    expect(operation).not.toHaveBeenCalled();
  });

  it('does not take the late answer to a command sent before a fault for a recovery', async () => {
    const { connection, log } = connect(1000);
    await eventually(() => viaRedis(connection), 'redis PONG');
    const infos = log.info.mock.calls.length;
    let answer: (value: string) => void = () => undefined;
    const hung = connection.run(
      () => new Promise<string>(() => undefined),
      () => 'memory',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = connection.run(
      () => new Promise<string>((resolve) => (answer = resolve)),
      () => 'memory',
    );
    expect(await hung).toBe('memory');
    answer('redis');
    expect(await late).toBe('redis');
    expect(log.info).toHaveBeenCalledTimes(infos);
    expect(connection.isUsable()).toBe(false);
  });

  it('waits for a first connection that never completes at most once, not once per command', async () => {
    // Accepts the connection and never answers: the client never becomes ready, and no error comes.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const connection = connectRedis(
      {
        url: `redis://127.0.0.1:${port}`,
        timeoutMs: 300,
        prefix: 'test:',
        where: `127.0.0.1:${port}`,
      },
      { log: { warn: vi.fn(), info: vi.fn() } },
    );
    open.push(connection);
    try {
      const started = Date.now();
      for (let i = 0; i < 5; i += 1) expect(await viaRedis(connection)).toBe('memory');
      // Five commands, one wait of 300 ms between them (five would be 1.5 s).
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      silent.close();
    }
  });
});
