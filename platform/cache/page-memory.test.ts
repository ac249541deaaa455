import { describe, expect, it } from 'vitest';

import { heldBytes, installPageMemory, pageMemory } from './page-memory.mjs';

type Memory = {
  get(key: string): unknown;
  set(key: string, entry: unknown): void;
  has(key: string): boolean;
  currentSize: number;
};

const page = (html: string) => ({
  value: { kind: 'APP_PAGE', html, rscData: Buffer.alloc(1000), segmentData: new Map() },
});

describe('the page cache in memory', () => {
  it('counts a page in what V8 holds: two bytes a character once one is past Latin-1', () => {
    const latin = heldBytes(page(`<p>${'ñ'.repeat(10_000)}</p>`).value);
    const wide = heldBytes(page(`<p>${'ñ'.repeat(9_999)}—</p>`).value);
    expect(wide - 1000).toBeGreaterThan(2 * (latin - 1000) - 300);
    expect(heldBytes({ kind: 'FETCH', data: { body: 'x'.repeat(5000) } })).toBeGreaterThan(5000);
  });

  it("takes the place of Next's memory cache, once, and keeps to its bytes", () => {
    class FileSystemCache {}
    installPageMemory(FileSystemCache, 100_000);
    const memory = pageMemory(FileSystemCache) as unknown as Memory;
    installPageMemory(FileSystemCache, 1);
    expect(pageMemory(FileSystemCache)).toBe(memory);
    for (let i = 0; i < 10; i++) memory.set(`/page-${i}`, page(`${'—'.repeat(10_000)}`));
    expect(memory.currentSize).toBeLessThanOrEqual(100_000);
    expect(memory.has('/page-9')).toBe(true);
    expect(memory.has('/page-0')).toBe(false);
  });

  it('leaves Next without one when its size is 0', () => {
    class FileSystemCache {}
    installPageMemory(FileSystemCache, 0);
    expect(pageMemory(FileSystemCache)).toBeUndefined();
  });
});
