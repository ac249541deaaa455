import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from './constants';

type ProgressModule = typeof import('./progress');
let progress: ProgressModule;

// A fresh module (counters, timers, state) for every test.
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  progress = await import('./progress');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const { throttleMs, hideDelayMs, durationMs } = PROGRESS_BAR;

describe('progress bar state', () => {
  it('shows only after the throttle, so quick navigations do not flash it', () => {
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs - 1);
    progress.finishProgress();
    vi.advanceTimersByTime(hideDelayMs * 3);
    expect(progress.getProgress().visible).toBe(false);
  });

  it('trickles up to 95 %, then completes, fades and goes away', () => {
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs);
    expect(progress.getProgress()).toEqual({ visible: true, value: 0.08, leaving: false, failed: false });
    vi.advanceTimersByTime(durationMs / 2);
    expect(progress.getProgress().value).toBeCloseTo(0.58);
    vi.advanceTimersByTime(durationMs * 2);
    expect(progress.getProgress().value).toBe(0.95);

    progress.finishProgress();
    expect(progress.getProgress()).toMatchObject({ visible: true, value: 1, leaving: false });
    vi.advanceTimersByTime(hideDelayMs);
    expect(progress.getProgress()).toMatchObject({ visible: true, leaving: true });
    vi.advanceTimersByTime(hideDelayMs);
    expect(progress.getProgress().visible).toBe(false);
  });

  it('waits for every tracked start to finish', () => {
    progress.startProgress();
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs);
    progress.finishProgress();
    expect(progress.getProgress().value).toBeLessThan(1);
    progress.finishProgress();
    expect(progress.getProgress().value).toBe(1);
  });

  it('turns red on failure, even before the bar was shown, and a new start clears it', () => {
    progress.startProgress();
    progress.failProgress();
    expect(progress.getProgress()).toMatchObject({ visible: true, value: 1, failed: true });

    progress.startProgress();
    expect(progress.getProgress()).toMatchObject({ visible: false, failed: false });
    vi.advanceTimersByTime(throttleMs);
    expect(progress.getProgress()).toMatchObject({ visible: true, value: 0.08, failed: false });
  });

  it('notifies subscribers of each change', () => {
    const listener = vi.fn();
    const unsubscribe = progress.subscribeProgress(listener);
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    expect(listener).not.toHaveBeenCalled();
  });

  it('trackedFetch fails the bar on an error answer and on a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('', { status: 500 })).mockRejectedValueOnce(new TypeError('offline')));
    await progress.trackedFetch('/api/posts');
    expect(progress.getProgress()).toMatchObject({ visible: true, failed: true });
    vi.advanceTimersByTime(hideDelayMs * 2);
    await expect(progress.trackedFetch('/api/posts')).rejects.toThrow('offline');
    expect(progress.getProgress()).toMatchObject({ visible: true, failed: true });
  });
});
