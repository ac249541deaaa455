import { describe, expect, it } from 'vitest';

import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window and key, then answers how long to wait', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(await limiter.hit('a', 0)).toEqual({ ok: true });
    expect(await limiter.hit('a', 10_000)).toEqual({ ok: true });
    expect(await limiter.hit('a', 20_000)).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(await limiter.hit('b', 20_000)).toEqual({ ok: true });
  });

  it('slides: a request leaves the window after windowMs', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    await limiter.hit('a', 0);
    await limiter.hit('a', 30_000);
    expect((await limiter.hit('a', 59_999)).ok).toBe(false);
    expect(await limiter.hit('a', 60_001)).toEqual({ ok: true });
    expect(await limiter.hit('a', 60_002)).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('forgets idle keys when it holds too many', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    await limiter.hit('a', 0);
    await limiter.hit('b', 0);
    expect(await limiter.hit('c', 5000)).toEqual({ ok: true });
    expect(await limiter.hit('a', 5000)).toEqual({ ok: true });
  });
});
