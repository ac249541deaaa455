// Toasts appear only after a visitor acts, so sonner loads on the first toast
// instead of with every page. The first toasts wait until <LazyToaster /> has put sonner's Toaster,
// and so its live region, on the page for a moment: a region filled as it is inserted is not
// announced (Safari needs about 100 ms, as React Aria's announcer found).
import { FRAME_MS, whenIdle } from './when-idle';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'warning' | 'error';

const LIVE_REGION_SETTLE_MS = 100;
/** The longest the first toast waits for an idle moment to load sonner. */
const LOAD_WITHIN_MS = 300;

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

function show(kind: Kind, message: string) {
  if (sonner && ready) {
    sonner.toast[kind](message);
    return;
  }
  queue.push([kind, message]);
  // When the browser is next idle, after the frame of the tap that asked: sonner's chunk, served
  // fast, could otherwise be evaluated and its Toaster mounted before that frame, holding back the
  // heart a visitor tapped (docs/performance.md, "Toasts after the paint").
  whenIdle(load, LOAD_WITHIN_MS, FRAME_MS);
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
