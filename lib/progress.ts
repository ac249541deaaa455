import NProgress from 'nprogress';
import { PROGRESS_BAR } from './constants';

// The route progress bar of SPEC.md §4: shown after a short throttle, moved up on a timer,
// red on failure, finished when every tracked request has ended.
let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
let failed = false;

NProgress.configure({ showSpinner: false, trickle: false, speed: PROGRESS_BAR.hideDelayMs, minimum: 0.08 });

function setFailed(value: boolean) {
  failed = value;
  document.getElementById('nprogress')?.classList.toggle('failed', value);
}

export function startProgress() {
  pending += 1;
  if (pending > 1) return;
  clearTimeout(showTimer);
  showTimer = setTimeout(() => {
    NProgress.start();
    setFailed(failed);
    const step = PROGRESS_BAR.tickMs / PROGRESS_BAR.durationMs;
    tickTimer = setInterval(() => NProgress.set(Math.min(0.95, (NProgress.status ?? 0) + step)), PROGRESS_BAR.tickMs);
  }, PROGRESS_BAR.throttleMs);
}

export function finishProgress() {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  clearTimeout(showTimer);
  clearInterval(tickTimer);
  if (NProgress.isStarted()) NProgress.done();
  setTimeout(() => setFailed(false), PROGRESS_BAR.hideDelayMs * 2);
}

export function failProgress() {
  if (!NProgress.isStarted()) NProgress.start();
  setFailed(true);
  pending = Math.max(1, pending);
  finishProgress();
}

/** fetch for the site's own API from the browser, shown on the progress bar. */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
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
