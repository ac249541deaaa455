// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { testRedis } from '@/tests/unit/redis';

import { createSharedRateLimiter } from './rate-limit';

const redis = testRedis();
const options = { limit: 3, windowMs: 60_000 };

describe('the rate limit in Redis', () => {
  it('counts a client across instances as one budget, and each client on its own', async () => {
    const a = createSharedRateLimiter(redis.instance(), 'forms', options);
    const b = createSharedRateLimiter(redis.instance(), 'forms', options);
    expect(await a.hit('198.51.100.1')).toEqual({ ok: true });
    expect(await b.hit('198.51.100.1')).toEqual({ ok: true });
    expect(await a.hit('198.51.100.1')).toEqual({ ok: true });
    const refused = await b.hit('198.51.100.1');
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await a.hit('198.51.100.2')).toEqual({ ok: true });
  });

  it('keeps separate buckets per limiter name', async () => {
    const instance = redis.instance();
    const forms = createSharedRateLimiter(instance, 'forms', { limit: 1, windowMs: 60_000 });
    const composite = createSharedRateLimiter(instance, 'composite', {
      limit: 1,
      windowMs: 60_000,
    });
    expect(await forms.hit('198.51.100.3')).toEqual({ ok: true });
    expect(await composite.hit('198.51.100.3')).toEqual({ ok: true });
    expect((await forms.hit('198.51.100.3')).ok).toBe(false);
  });

  it('counts in each instance memory while Redis is down, and in Redis again once it is back', async () => {
    const [first, second] = [redis.instance(), redis.instance()];
    const a = createSharedRateLimiter(first, 'forms', options);
    const b = createSharedRateLimiter(second, 'forms', options);
    await redis.server().stop();
    // Each instance has a budget of its own now: three sends each still pass.
    for (let i = 0; i < 3; i += 1) {
      expect(await a.hit('198.51.100.4')).toEqual({ ok: true });
      expect(await b.hit('198.51.100.4')).toEqual({ ok: true });
    }
    expect((await a.hit('198.51.100.4')).ok).toBe(false);

    await redis.server().start();
    await redis.recovered(first);
    await redis.recovered(second);
    expect(await a.hit('198.51.100.4')).toEqual({ ok: true });
    expect(await b.hit('198.51.100.4')).toEqual({ ok: true });
    expect(await a.hit('198.51.100.4')).toEqual({ ok: true });
    expect((await b.hit('198.51.100.4')).ok).toBe(false);
  });

  it('counts in memory while Redis does not answer in time', async () => {
    const instance = redis.instance(300);
    const limiter = createSharedRateLimiter(instance, 'forms', options);
    await redis.recovered(instance);
    const { pid } = redis.server();
    if (!pid) throw new Error('redis-server not running');
    process.kill(pid, 'SIGSTOP');
    try {
      for (let i = 0; i < 3; i += 1)
        expect(await limiter.hit('198.51.100.5')).toEqual({ ok: true });
      expect(await limiter.hit('198.51.100.5')).toMatchObject({ ok: false });
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });
});
