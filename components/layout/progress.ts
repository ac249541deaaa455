import NProgress from 'nprogress';

import { PROGRESS_BAR } from './constants';

// The route progress bar (docs/product.md, "Navigation, header and footer"), drawn by nprogress:
// shown after a short throttle, trickling up until every tracked start has finished, then full,
// faded and removed; red on failure. The bar is nprogress's own element (`#nprogress .bar`,
// styled in app/globals.css), so React renders nothing for it.
NProgress.configure({
  minimum: 0.08,
  speed: PROGRESS_BAR.speedMs,
  trickleSpeed: PROGRESS_BAR.trickleMs,
  showSpinner: false,
  barSelector: '[data-route-progress]',
  // Decorative (hidden from assistive tech); the data attributes drive the styles and e2e tests.
  template: '<div class="bar" data-route-progress aria-hidden="true"></div>',
});

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;

/** The bar's element while nprogress has it on the page. */
function barElement(): Element | null {
  return document.querySelector('#nprogress [data-route-progress]');
}

/** How many starts are still open. */
export function pendingProgress(): number {
  return pending;
}

export function startProgress() {
  pending += 1;
  if (pending > 1) return;
  clearTimeout(showTimer);
  // A red bar left from the last run, still fading, is not this run's.
  barElement()?.removeAttribute('data-failed');
  showTimer = setTimeout(() => NProgress.start(), PROGRESS_BAR.throttleMs);
}

export function finishProgress() {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  clearTimeout(showTimer);
  // Full width, then fade out, then gone; nothing when the bar never showed.
  NProgress.done();
}

export function failProgress() {
  clearTimeout(showTimer);
  if (!NProgress.isStarted()) NProgress.start();
  barElement()?.setAttribute('data-failed', '');
  pending = Math.max(1, pending);
  finishProgress();
}

/** fetch for the site's own API from the browser, shown on the progress bar. */
export async function trackedFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  startProgress();
  try {
    const response = await fetch(input, init);
    if (!response.ok) failProgress();
    else finishProgress();
    return response;
  } catch (error) {
    failProgress();
    throw error;
  }
}
