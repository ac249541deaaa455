import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for requestIdleCallback with the timeout given, and can be cancelled', () => {
    const request = vi.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const callback = vi.fn();
    const cancel = whenIdle(callback, 3000, 1500);
    expect(request).toHaveBeenCalledWith(callback, { timeout: 3000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, waits the fallback delay instead', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, 200, 16);
    vi.advanceTimersByTime(15);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 200, 16)();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
