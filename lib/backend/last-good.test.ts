import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLastGood } from './last-good';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('last good answers', () => {
  it('gives back a copy of what was remembered', () => {
    const store = createLastGood();
    const value = { names: ['Ana'] };
    store.remember('a', value);
    value.names.push('Eva');
    expect(store.recall('a')).toEqual({ names: ['Ana'] });
    expect(store.recall('b')).toBeUndefined();
  });

  it('drops the least recently used answers from memory beyond its byte budget', () => {
    const store = createLastGood({ maxBytes: 30 });
    store.remember('a', 'aaaaaaaaaa'); // 12 characters of JSON
    store.remember('b', 'bbbbbbbbbb');
    store.recall('a');
    store.remember('c', 'cccccccccc');
    expect(store.recall('b')).toBeUndefined();
    expect(store.recall('a')).toBe('aaaaaaaaaa');
    expect(store.recall('c')).toBe('cccccccccc');
    store.remember('huge', 'x'.repeat(100));
    expect(store.recall('huge')).toBeUndefined();
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
    expect(after.recall('talents:[1]')).toEqual([{ id: 1, name: 'Lucía' }]);
    expect(after.recall('talents:[2]')).toBeUndefined();
  });
});
