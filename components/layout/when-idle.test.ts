import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterLoadWhenIdle, whenIdle } from './when-idle';

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

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the load event, then for idle; cancelled before the load, it never asks', () => {
    const request = vi.fn((_callback: () => void, _options: { timeout: number }) => 3);
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const callback = vi.fn();
    afterLoadWhenIdle(callback, 1000, 0);
    const cancelled = afterLoadWhenIdle(vi.fn(), 1000, 0);
    cancelled();
    expect(request).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(request).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledWith(callback, { timeout: 1000 });
  });

  it('asks for idle at once on a loaded page, and cancels that', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 9);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    afterLoadWhenIdle(vi.fn(), 1000, 0)();
    expect(cancelIdle).toHaveBeenCalledWith(9);
  });
});
