// Toasts appear only after a visitor acts, so sonner (about 10 KB gzip) loads on the first toast
// instead of with every page. The first toasts wait until <LazyToaster /> has put sonner's Toaster,
// and so its live region, on the page for a moment: a region filled as it is inserted is not
// announced (Safari needs about 100 ms, as React Aria's announcer found).
type Sonner = typeof import('sonner');
type Kind = 'success' | 'warning' | 'error';

const LIVE_REGION_SETTLE_MS = 100;

let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
let settling = false;
let ready = false;
const queue: [Kind, string][] = [];
const listeners = new Set<() => void>();

function load() {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      // Offline or a stale deploy: these toasts are lost; the next one tries again. Handled here,
      // as an unhandled chunk error would make the page reload (chunk-reload.ts).
      loading = undefined;
      queue.length = 0;
    },
  );
}

/**
 * After the next frame is painted. The first toast comes from a tap (a heart), and sonner's chunk
 * can arrive before that tap's frame: evaluated and its Toaster mounted then, they held the heart's
 * paint back by about 150 ms on a low-tier phone (docs/performance.md, "Toasts after the paint").
 */
function afterNextPaint(callback: () => void) {
  if (typeof requestAnimationFrame !== 'function') setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(callback, 0));
}

function show(kind: Kind, message: string) {
  if (sonner && ready) {
    sonner.toast[kind](message);
    return;
  }
  queue.push([kind, message]);
  afterNextPaint(load);
}

export const toast = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

/** For <LazyToaster />: the loaded sonner module, or undefined until the first toast. */
export function getLoadedSonner(): Sonner | undefined {
  return sonner;
}

export function subscribeToSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by <LazyToaster /> once the Toaster is on the page: shows the waiting toasts. */
export function toasterMounted() {
  if (settling || ready) return;
  settling = true;
  setTimeout(() => {
    ready = true;
    queue.splice(0).forEach(([kind, message]) => sonner?.toast[kind](message));
  }, LIVE_REGION_SETTLE_MS);
}
