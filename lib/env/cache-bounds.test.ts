import { describe, expect, it } from 'vitest';

import { cacheBounds, MB } from './cache-bounds.mjs';
import { readSettings } from './settings.mjs';

describe('cacheBounds', () => {
  it('gives the bounds in bytes, with the defaults the settings document', () => {
    const defaults = readSettings({});
    expect(cacheBounds({})).toEqual({
      pageMemoryBytes: defaults.PAGE_CACHE_MEMORY_MB * MB,
      pageDiskBytes: defaults.PAGE_CACHE_DISK_MB * MB,
      pictureDiskBytes: defaults.PICTURE_CACHE_DISK_MB * MB,
      lastGoodMemoryBytes: defaults.LAST_GOOD_MEMORY_MB * MB,
      lastGoodDiskBytes: defaults.LAST_GOOD_DISK_MB * MB,
      compressedPagesMemoryBytes: defaults.COMPRESSED_PAGES_MEMORY_MB * MB,
    });
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
