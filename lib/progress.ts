import { PROGRESS_BAR } from './constants';

// The route progress bar (docs/product.md, "Navigation, header and footer"): shown after a short throttle, moved up on a timer,
// red on failure, finished when every tracked request has ended. <ProgressBar /> draws this state.
export type Progress = {
  /** The bar is on the page. */
  visible: boolean;
  /** 0..1, drawn as scaleX. */
  value: number;
  /** Finished: the bar fades out. */
  leaving: boolean;
  failed: boolean;
};

const IDLE: Progress = { visible: false, value: 0, leaving: false, failed: false };
const MINIMUM = 0.08;
const MAXIMUM_BEFORE_DONE = 0.95;

let state = IDLE;
let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
const hideTimers: ReturnType<typeof setTimeout>[] = [];
const listeners = new Set<() => void>();

function update(next: Partial<Progress>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function stopTimers() {
  clearTimeout(showTimer);
  clearInterval(tickTimer);
  hideTimers.splice(0).forEach(clearTimeout);
}

function show() {
  update({ visible: true, value: Math.max(MINIMUM, state.value), leaving: false });
}

export function getProgress(): Progress {
  return state;
}

export function getServerProgress(): Progress {
  return IDLE;
}

/** How many starts are still open. */
export function pendingProgress(): number {
  return pending;
}

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startProgress() {
  pending += 1;
  if (pending > 1) return;
  stopTimers();
  // A bar left from the last run (full, fading or red) makes way for this one.
  if (state.visible) update(IDLE);
  showTimer = setTimeout(() => {
    show();
    const step = PROGRESS_BAR.tickMs / PROGRESS_BAR.durationMs;
    tickTimer = setInterval(() => update({ value: Math.min(MAXIMUM_BEFORE_DONE, state.value + step) }), PROGRESS_BAR.tickMs);
  }, PROGRESS_BAR.throttleMs);
}

export function finishProgress() {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  stopTimers();
  if (!state.visible) return;
  // Full width, then fade out, then gone.
  update({ value: 1 });
  hideTimers.push(
    setTimeout(() => update({ leaving: true }), PROGRESS_BAR.hideDelayMs),
    setTimeout(() => update(IDLE), PROGRESS_BAR.hideDelayMs * 2),
  );
}

export function failProgress() {
  show();
  update({ failed: true });
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
