// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { testRedis } from '@/tests/unit/redis';

import { redisOrMemory, type CacheEntry } from './cache-handler.mjs';

// Two instances' cache handlers on one Redis (the site's Next cache when REDIS_URL is set).
const redis = testRedis({ keepData: true });
const noTags = { implicitTags: [] };

function entry(tags: string[], text: string): CacheEntry {
  const lastModified = Date.now();
  const at = Math.floor(lastModified / 1000);
  return {
    lastModified,
    lifespan: {
      expireAt: at + 86_400,
      expireAge: 86_400,
      lastModifiedAt: at,
      revalidate: 300,
      staleAge: 300,
      staleAt: at + 300,
    },
    tags,
    value: { kind: 'FETCH', data: { body: text, headers: {}, status: 200 }, revalidate: 300 },
  };
}

const bodyOf = (found: CacheEntry | null) =>
  (found?.value as { data?: { body?: string } } | undefined)?.data?.body ?? null;

describe('the Redis cache handler', () => {
  it('serves on one instance what another stored, and a tag revalidated on one expires it for both', async () => {
    const a = redisOrMemory(redis.instance(), 'build-1');
    const b = redisOrMemory(redis.instance(), 'build-1');
    await a.set('profile-62', entry(['profiles', 'profile:62'], 'Adrián'));
    await a.set('profile-63', entry(['profiles', 'profile:63'], 'Bea'));
    expect(bodyOf(await b.get('profile-62', noTags))).toBe('Adrián');
    await a.revalidateTag('profile:62');
    expect(await b.get('profile-62', noTags)).toBeNull();
    expect(bodyOf(await b.get('profile-63', noTags))).toBe('Bea');
  });

  it('a path revalidated on one instance expires its page and the reads made for it on the other', async () => {
    const a = redisOrMemory(redis.instance(), 'build-1');
    const b = redisOrMemory(redis.instance(), 'build-1');
    await b.set(
      'page:/en/about-us',
      entry(['_N_T_/layout', '_N_T_/en/about-us', 'content'], '<html>'),
    );
    await b.set('read:content', entry(['content'], 'texts'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag('_N_T_/en/about-us');
    expect(await b.get('page:/en/about-us', noTags)).toBeNull();
    // A read is tagged with the pages that made it only when it is read (its implicit tags).
    expect(await b.get('read:content', { implicitTags: ['_N_T_/en/about-us'] })).toBeNull();
  });

  it('keeps each build apart, and lets the index of a build no longer written expire', async () => {
    const connection = redis.instance();
    const old = redisOrMemory(connection, 'build-1');
    const current = redisOrMemory(redis.instance(), 'build-2');
    await old.set('page:/en', entry([], 'old build'));
    expect(await current.get('page:/en', noTags)).toBeNull();
    const ttl = await connection.run(
      (client) => client.ttl(connection.key('next:build-1:__sharedTags__')),
      () => -3,
    );
    expect(ttl).toBeGreaterThan(6 * 86_400);
  });

  it('uses its own memory while Redis is down, forgets it when Redis is back, and then revalidates there what it missed', async () => {
    const [first, second] = [redis.instance(), redis.instance()];
    const a = redisOrMemory(first, 'build-1');
    const b = redisOrMemory(second, 'build-1');
    await a.set('list:talents', entry(['talents'], 'before'));

    await redis.server().stop();
    expect(await a.get('list:talents', noTags)).toBeNull();
    await a.set('list:talents', entry(['talents'], 'during'));
    expect(bodyOf(await a.get('list:talents', noTags))).toBe('during');
    expect(await b.get('list:talents', noTags)).toBeNull();
    await a.revalidateTag('talents');
    expect(await a.get('list:talents', noTags)).toBeNull();

    await redis.server().start();
    await redis.recovered(first);
    await redis.recovered(second);
    // The revalidation that could not reach Redis reaches it now: the entry stored before is gone.
    await expect
      .poll(async () => bodyOf(await b.get('list:talents', noTags)), { timeout: 10_000 })
      .toBeNull();
    expect(
      await first.run(
        async (client) => client.exists(first.key('next:build-1:list:talents')),
        () => -1,
      ),
    ).toBe(0);
    await a.set('list:talents', entry(['talents'], 'after'));
    expect(bodyOf(await b.get('list:talents', noTags))).toBe('after');
  });
});

describe('the cache handler of an instance', () => {
  it('stores a page but no redirect or error page, whatever addresses arrive', async () => {
    const { default: SiteCacheHandler } = await import('./cache-handler.mjs');
    const handler = new SiteCacheHandler({ serverDistDir: '/tmp', dev: false } as never);
    const page = (status: number) => ({
      kind: 'APP_PAGE',
      html: '<html>',
      rscData: Buffer.from('payload'),
      status,
      headers: {},
      postponed: undefined,
      segmentData: undefined,
    });
    const context = { cacheControl: { revalidate: 300, expire: undefined }, tags: [] };
    const read = { kind: 'APP_PAGE', softTags: [] } as never;
    await handler.set('/en/models/62/adrian', page(200) as never, context as never);
    for (let i = 0; i < 50; i++) {
      await handler.set(`/en/models/62/wrong-${i}`, page(307) as never, context as never);
      await handler.set(`/en/no-such-page-${i}`, page(404) as never, context as never);
    }
    expect(await handler.get('/en/models/62/adrian', read)).not.toBeNull();
    expect(await handler.get('/en/models/62/wrong-0', read)).toBeNull();
    expect(await handler.get('/en/no-such-page-49', read)).toBeNull();
    // A page that turned into an error page loses its stored copy.
    await handler.set('/en/models/62/adrian', page(404) as never, context as never);
    expect(await handler.get('/en/models/62/adrian', read)).toBeNull();
  });
});
