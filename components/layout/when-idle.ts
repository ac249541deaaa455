/** About a frame: how long most callers wait where there is no requestIdleCallback (Safari). */
export const FRAME_MS = 16;

/**
 * Runs `callback` when the browser is next idle, at most `timeoutMs` later. Safari has no
 * requestIdleCallback: it waits `fallbackMs` instead. Answers a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    // Tolerates the API having gone by then (a test's stubs), as a browser's never does.
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `callback` when the browser is idle after the page's `load` event (its first pictures are
 * in), as `whenIdle` does; answers a function that cancels it, before or after the load event.
 */
export function afterLoadWhenIdle(
  callback: () => void,
  timeoutMs: number,
  fallbackMs: number,
): () => void {
  let cancel = () => {};
  const start = () => {
    cancel = whenIdle(callback, timeoutMs, fallbackMs);
  };
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
    cancel = () => window.removeEventListener('load', start);
  }
  return () => cancel();
}
