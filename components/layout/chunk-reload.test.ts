import { afterEach, describe, expect, it, vi } from 'vitest';

import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk reload guard', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('recognizes chunk load failures', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadForChunkError(1_000_000)).toBe(true);
    expect(reloadForChunkError(1_030_000)).toBe(false);
    expect(reloadForChunkError(1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
