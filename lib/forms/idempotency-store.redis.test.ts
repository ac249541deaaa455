// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { testRedis } from '@/tests/unit/redis';

import { createSharedIdempotencyStore } from './idempotency-store';

const redis = testRedis();

describe('idempotency keys in Redis', () => {
  it('a retry that lands on another instance finds the send pending, then stored', async () => {
    const a = createSharedIdempotencyStore({}, redis.instance());
    const b = createSharedIdempotencyStore({}, redis.instance());
    expect(await a.claim('contact:k1')).toBe('new');
    expect(await b.claim('contact:k1')).toBe('pending');
    await a.settle('contact:k1', true);
    expect(await b.claim('contact:k1')).toBe('stored');
    expect(await a.claim('contact:k1')).toBe('stored');
  });

  it('a send the panel did not take frees its key for a retry on any instance', async () => {
    const a = createSharedIdempotencyStore({}, redis.instance());
    const b = createSharedIdempotencyStore({}, redis.instance());
    expect(await a.claim('contact:k2')).toBe('new');
    await a.settle('contact:k2', false);
    expect(await b.claim('contact:k2')).toBe('new');
  });

  it('only one of two simultaneous claims wins', async () => {
    const instances = [redis.instance(), redis.instance()].map((instance) =>
      createSharedIdempotencyStore({}, instance),
    );
    const claims = await Promise.all(
      instances.flatMap((store) => [store.claim('quote:k3'), store.claim('quote:k3')]),
    );
    expect(claims.filter((claim) => claim === 'new')).toHaveLength(1);
  });

  it('remembers in memory while Redis is down, settling each send where it was claimed', async () => {
    const a = createSharedIdempotencyStore({}, redis.instance());
    expect(await a.claim('contact:k4')).toBe('new');
    await redis.server().stop();
    // Claimed in Redis before it went away: this instance still knows it was stored.
    await a.settle('contact:k4', true);
    expect(await a.claim('contact:k4')).toBe('stored');
    expect(await a.claim('contact:k5')).toBe('new');
    expect(await a.claim('contact:k5')).toBe('pending');
    await a.settle('contact:k5', true);
    expect(await a.claim('contact:k5')).toBe('stored');
  });
});
