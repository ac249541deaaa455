import { act, render } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { failProgress, finishProgress, pendingProgress } from '@/components/layout/progress';

import { PROGRESS_BAR } from './constants';
import { ProgressBar } from './progress-bar';

const navigation = vi.hoisted(() => ({ pathname: '/en/models' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
  return anchor;
}

function bar() {
  return document.querySelector('[data-route-progress]');
}

/** Moves the fake clock in small steps until `done` holds; false when it never does. */
function advanceUntil(done: () => boolean, maxMs = 10 * PROGRESS_BAR.speedMs): boolean {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += 10) {
    if (done()) return true;
    act(() => vi.advanceTimersByTime(10));
  }
  return done();
}

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => {
      NProgress.done();
      vi.runAllTimers();
    });
    vi.useRealTimers();
  });

  it('starts on an internal link, completes when the route changes, then goes away', () => {
    const { rerender } = render(<ProgressBar />);
    const internal = link('/en/models/women');
    const external = link('https://example.com/');
    // After the bar's own listener on document: keeps jsdom from navigating.
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay);

    act(() => external.click());
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    expect(bar()).toBeNull();

    act(() => internal.click());
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(NProgress.status).toBe(0.08);

    navigation.pathname = '/en/models/women';
    rerender(<ProgressBar />);
    // Done: nprogress fills the bar, fades it out, then removes it.
    expect(NProgress.isStarted()).toBe(false);
    expect(advanceUntil(() => document.getElementById('nprogress')?.style.opacity === '0')).toBe(
      true,
    );
    expect(bar()).not.toBeNull();
    expect(advanceUntil(() => bar() === null)).toBe(true);
    window.removeEventListener('click', stay);
    internal.remove();
    external.remove();
  });

  it('counts a link the page routes itself (the click cancelled), once', () => {
    render(<ProgressBar />);
    const routed = link('/en/talents');
    const card = link('/en/models/men');
    // Like the page's link listener on the document (link-routing.ts), which cancels the click.
    const handlers = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', handlers);

    act(() => routed.click());
    expect(pendingProgress()).toBe(1);
    act(() => finishProgress());
    act(() => card.click());
    expect(pendingProgress()).toBe(1);
    act(() => finishProgress());
    expect(pendingProgress()).toBe(0);

    document.removeEventListener('click', handlers);
    routed.remove();
    card.remove();
  });

  it('is red when a navigation or request fails', () => {
    render(<ProgressBar />);
    act(() => failProgress());
    expect(bar()).toHaveAttribute('data-failed');
    act(() => finishProgress());
  });
});
