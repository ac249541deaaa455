// Toasts appear only after a visitor acts, so sonner (about 10 KB gzip) loads on the first toast
// instead of with every page. sonner 2 replays the toasts still active when a Toaster subscribes,
// so the first one is shown once <LazyToaster /> has mounted the Toaster, not lost.
type Sonner = typeof import('sonner');
type Kind = 'success' | 'warning' | 'error';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // Offline or a stale deploy: forget the failure so the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind, message: string) {
  if (sonner) {
    sonner.toast[kind](message);
    return;
  }
  // Caught here: an unhandled chunk error would make ChunkReload reload the page for a toast.
  loadSonner().then(
    (module) => module.toast[kind](message),
    () => undefined,
  );
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
