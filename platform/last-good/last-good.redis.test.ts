// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { testRedis } from '@/tests/unit/redis';

import { createLastGood, redisTexts } from './last-good';

const redis = testRedis();
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('last good answers in Redis', () => {
  it('an instance that never made a read has the answer another instance kept', async () => {
    const a = createLastGood({ shared: redisTexts(redis.instance()) });
    const b = createLastGood({ shared: redisTexts(redis.instance()) });
    a.remember('profile:[62,"en"]', { id: 62, name: 'Adrián' });
    await settle();
    expect(await b.recall('profile:[62,"en"]')).toEqual({ id: 62, name: 'Adrián' });
    expect(await b.recall('profile:[63,"en"]')).toBeUndefined();
  });

  it('prefers the newest shared answer, and its own while Redis is down', async () => {
    const a = createLastGood({ shared: redisTexts(redis.instance()) });
    const b = createLastGood({ shared: redisTexts(redis.instance()) });
    b.remember('slides:["home"]', ['old']);
    await settle();
    a.remember('slides:["home"]', ['new']);
    await settle();
    expect(await b.recall('slides:["home"]')).toEqual(['new']);
    await redis.server().stop();
    const c = createLastGood({ shared: redisTexts(redis.instance()) });
    c.remember('slides:["home"]', ['kept by c']);
    expect(await c.recall('slides:["home"]')).toEqual(['kept by c']);
    // b touched the shared answer when it recalled it, so it still has it without Redis.
    expect(await b.recall('slides:["home"]')).toEqual(['new']);
  });
});
