import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

import { logsOf } from '@/tests/unit/logs';

import { createLastGood } from './last-good';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('last good answers', () => {
  it('gives back a copy of what was remembered', async () => {
    const store = createLastGood();
    const value = { names: ['Ana'] };
    store.remember('a', value);
    value.names.push('Eva');
    expect(await store.recall('a')).toEqual({ names: ['Ana'] });
    expect(await store.recall('b')).toBeUndefined();
  });

  it('drops the least recently used answers from memory beyond its byte budget', async () => {
    const store = createLastGood({ maxBytes: 24 });
    store.remember('a', 'aaaaaaaaaa'); // 12 characters of JSON
    store.remember('b', 'bbbbbbbbbb');
    await store.recall('a');
    store.remember('c', 'cccccccccc');
    expect(await store.recall('b')).toBeUndefined();
    expect(await store.recall('a')).toBe('aaaaaaaaaa');
    expect(await store.recall('c')).toBe('cccccccccc');
    store.remember('huge', 'x'.repeat(100));
    expect(await store.recall('huge')).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('keeps answers on disk, so a restarted server still has them', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'last-good-')), 'store');
    const before = createLastGood({ dir });
    before.remember('talents:[1]', [{ id: 1, name: 'Lucía' }]);
    before.remember('talents:[1]', [{ id: 1, name: 'Lucía' }]);
    await settle();
    expect(readdirSync(dir)).toHaveLength(1);
    const after = createLastGood({ dir });
    expect(await after.recall('talents:[1]')).toEqual([{ id: 1, name: 'Lucía' }]);
    expect(await after.recall('talents:[2]')).toBeUndefined();
  });

  it('keeps its files on disk within their byte budget, the least recently used out first', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'last-good-')), 'store');
    const answer = (n: number) => ({ n, text: 'x'.repeat(1000) });
    const store = createLastGood({ dir, diskMaxBytes: 10_500, maxBytes: 0 });
    for (let n = 0; n < 8; n++) store.remember(`read:${n}`, answer(n));
    await settle();
    expect(await store.recall('read:0')).toEqual(answer(0));
    for (let n = 8; n < 40; n++) store.remember(`read:${n}`, answer(n));
    await settle();
    const bytes = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
    expect(bytes).toBeLessThanOrEqual(10_500);
    expect(readdirSync(dir)).toHaveLength(10);
    expect(await store.recall('read:39')).toEqual(answer(39));
    expect(await store.recall('read:1')).toBeUndefined();

    // A restarted server counts what it finds, and keeps to the same budget.
    const after = createLastGood({ dir, diskMaxBytes: 5_300 });
    after.remember('read:new', answer(100));
    await settle();
    expect(readdirSync(dir)).toHaveLength(5);
    expect(await after.recall('read:new')).toEqual(answer(100));
  });

  it('writes the same answer from many renders at once, and again after its folder vanished', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'last-good-')), 'store');
    const warned = logsOf('cache');
    const stores = [createLastGood({ dir }), createLastGood({ dir })];
    for (let round = 0; round < 20; round++)
      for (const store of stores) store.remember('talents:[1]', { round, name: 'Lucía' });
    rmSync(dir, { recursive: true, force: true });
    stores[0]?.remember('talents:[2]', { name: 'Eva' });
    await settle();
    expect(warned).toEqual([]);
    const after = createLastGood({ dir });
    expect(await after.recall('talents:[1]')).toMatchObject({ name: 'Lucía' });
    expect(await after.recall('talents:[2]')).toEqual({ name: 'Eva' });
    await settle();
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    vi.restoreAllMocks();
  });
});
