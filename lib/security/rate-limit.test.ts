import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` requests per window and key, then answers how long to wait', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(await limiter.hit('a')).toEqual({ ok: true });
    vi.advanceTimersByTime(10_000);
    expect(await limiter.hit('a')).toEqual({ ok: true });
    vi.advanceTimersByTime(10_000);
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(await limiter.hit('b')).toEqual({ ok: true });
  });

  it('opens the window at a key’s first request and gives the whole budget back when it closes', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    await limiter.hit('a');
    vi.advanceTimersByTime(30_000);
    await limiter.hit('a');
    vi.advanceTimersByTime(29_999);
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(2);
    expect(await limiter.hit('a')).toEqual({ ok: true });
    expect(await limiter.hit('a')).toEqual({ ok: true });
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('never asks a refused client to wait less than a second', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    await limiter.hit('a');
    vi.advanceTimersByTime(999);
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('holds nothing for a key once its window has closed', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    await Promise.all(['a', 'b', 'c'].map((key) => limiter.hit(key)));
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
    expect(await limiter.hit('a')).toEqual({ ok: true });
  });
});
