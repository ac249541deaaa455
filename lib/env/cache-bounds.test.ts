import { describe, expect, it } from 'vitest';

import { cacheBounds, MB } from './cache-bounds.mjs';

describe('cacheBounds', () => {
  it('gives each bound in bytes, with the defaults the settings document', () => {
    expect(cacheBounds({})).toEqual({
      pageMemoryBytes: 8 * MB,
      pageDiskBytes: 128 * MB,
      pictureDiskBytes: 128 * MB,
      lastGoodMemoryBytes: 4 * MB,
      lastGoodDiskBytes: 32 * MB,
      compressedPagesMemoryBytes: 8 * MB,
    });
    expect(MB).toBe(1024 * 1024);
  });

  it('reads each from its variable, blank as unset, 0 as nothing kept', () => {
    const bounds = cacheBounds({
      PAGE_CACHE_DISK_MB: '1024',
      LAST_GOOD_MEMORY_MB: '0',
      PAGE_CACHE_MEMORY_MB: ' ',
    });
    expect(bounds.pageDiskBytes).toBe(1024 * MB);
    expect(bounds.lastGoodMemoryBytes).toBe(0);
    expect(bounds.pageMemoryBytes).toBe(cacheBounds({}).pageMemoryBytes);
  });

  it('refuses what the settings refuse, naming the variable', () => {
    for (const value of ['1.5', '-1', 'lots'])
      expect(() => cacheBounds({ PICTURE_CACHE_DISK_MB: value })).toThrow(/PICTURE_CACHE_DISK_MB/);
  });
});
