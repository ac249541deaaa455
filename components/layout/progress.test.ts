import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PROGRESS_BAR } from './constants';

type ProgressModule = typeof import('./progress');
let progress: ProgressModule;

// A fresh module (counter, timer) for every test; nprogress itself is one shared instance.
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  progress = await import('./progress');
});

afterEach(() => {
  // Lets nprogress finish its queued moves, so the next test starts without a bar.
  NProgress.done();
  vi.runAllTimers();
  NProgress.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const { throttleMs, speedMs, trickleMs } = PROGRESS_BAR;

function bar() {
  return document.querySelector('#nprogress [data-route-progress]');
}

/** Moves the fake clock in small steps until `done` holds; false when it never does. */
function advanceUntil(done: () => boolean, maxMs = 10 * speedMs): boolean {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += 10) {
    if (done()) return true;
    vi.advanceTimersByTime(10);
  }
  return done();
}

describe('progress bar', () => {
  it('shows only after the throttle, so quick navigations do not flash it', () => {
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs - 1);
    progress.finishProgress();
    vi.advanceTimersByTime(speedMs * 4);
    expect(bar()).toBeNull();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('trickles up without reaching the end, then completes, fades and goes away', () => {
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(NProgress.status).toBe(0.08);
    vi.advanceTimersByTime(trickleMs * 10);
    expect(NProgress.status).toBeGreaterThan(0.08);
    expect(NProgress.status).toBeLessThan(1);

    progress.finishProgress();
    expect(NProgress.isStarted()).toBe(false);
    expect(bar()).not.toBeNull();
    const nprogress = () => document.getElementById('nprogress') as HTMLElement | null;
    expect(advanceUntil(() => nprogress()?.style.opacity === '0')).toBe(true);
    expect(bar()).not.toBeNull();
    expect(advanceUntil(() => bar() === null)).toBe(true);
  });

  it('waits for every tracked start to finish', () => {
    progress.startProgress();
    progress.startProgress();
    vi.advanceTimersByTime(throttleMs);
    progress.finishProgress();
    expect(NProgress.isStarted()).toBe(true);
    expect(progress.pendingProgress()).toBe(1);
    progress.finishProgress();
    expect(NProgress.isStarted()).toBe(false);
    expect(progress.pendingProgress()).toBe(0);
  });

  it('turns red on failure, even before the bar was shown, and a new start clears it', () => {
    progress.startProgress();
    progress.failProgress();
    expect(bar()).toHaveAttribute('data-failed');
    expect(NProgress.isStarted()).toBe(false);

    progress.startProgress();
    expect(bar()).not.toHaveAttribute('data-failed');
    vi.advanceTimersByTime(throttleMs);
    expect(NProgress.status).toBe(0.08);
    expect(advanceUntil(() => bar() !== null)).toBe(true);
    expect(bar()).not.toHaveAttribute('data-failed');
  });

  it('trackedFetch fails the bar on an error answer and on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('', { status: 500 }))
        .mockRejectedValueOnce(new TypeError('offline')),
    );
    await progress.trackedFetch('/api/posts');
    expect(bar()).toHaveAttribute('data-failed');
    vi.runAllTimers();
    expect(bar()).toBeNull();
    await expect(progress.trackedFetch('/api/posts')).rejects.toThrow('offline');
    expect(bar()).toHaveAttribute('data-failed');
  });
});
