import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppError } from '../errors';

const calls: { keys: string[]; options: { tags?: string[]; revalidate?: number } }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    (
      fn: () => Promise<unknown>,
      keys: string[],
      options: { tags?: string[]; revalidate?: number },
    ) =>
    () => {
      calls.push({ keys, options });
      return fn();
    },
}));

// An in-memory store, so the tests leave nothing on disk.
vi.mock('@/platform/last-good/last-good', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/platform/last-good/last-good')>();
  return { ...actual, lastGood: actual.createLastGood() };
});

const { cachedRead, OUTAGE_RETRY_SECONDS } = await import('./cache');

beforeEach(() => {
  calls.length = 0;
});

describe('cachedRead', () => {
  it('tags each read (and its item) and shares one back-end call between concurrent identical reads', async () => {
    let resolve: (value: string) => void = () => {};
    const read = vi.fn(
      (id: number) => new Promise<string>((done) => (resolve = (value) => done(`${value} ${id}`))),
    );
    const getTalent = cachedRead('talent', 'profiles', read, { itemTag: (id) => `profile:${id}` });
    const first = getTalent(7);
    const second = getTalent(7);
    await Promise.resolve();
    resolve('talent');
    expect(await Promise.all([first, second])).toEqual(['talent 7', 'talent 7']);
    expect(read).toHaveBeenCalledTimes(1);
    // Both requests went through the cache, so each page being rendered records the read's tags.
    expect(calls).toHaveLength(2);
    expect(calls[0]?.options.tags).toEqual(['profiles', 'profile:7']);
    expect(calls[0]?.options.revalidate).toBe(300);
  });

  it('serves the last good answer when the back-end fails, and has the page rebuilt soon', async () => {
    let down = false;
    const getPosts = cachedRead('posts', 'posts', async (page: number) => {
      if (down) throw new AppError('backend_unreachable');
      return { page, titles: ['A'] };
    });
    expect(await getPosts(1)).toEqual({ page: 1, titles: ['A'] });
    down = true;
    calls.length = 0;
    expect(await getPosts(1)).toEqual({ page: 1, titles: ['A'] });
    expect(calls.map((call) => call.options.revalidate)).toEqual([300, OUTAGE_RETRY_SECONDS]);
  });

  it('fails as before when there is no last good answer, or the item does not exist', async () => {
    const missing = cachedRead('slides', 'slides', async (type: string): Promise<string[]> => {
      throw new AppError(type === 'gone' ? 'not_found' : 'backend_unreachable');
    });
    await expect(missing('home')).rejects.toMatchObject({ code: 'backend_unreachable' });
    await expect(missing('gone')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('never papers over a deleted item with its last good answer', async () => {
    let deleted = false;
    const getTalent = cachedRead('talent-2', 'profiles', async (id: number) => {
      if (deleted) throw new AppError('not_found');
      return { id };
    });
    await getTalent(3);
    deleted = true;
    await expect(getTalent(3)).rejects.toMatchObject({ code: 'not_found' });
  });
});
