import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
    const store = createLastGood({ maxBytes: 30 });
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
});
