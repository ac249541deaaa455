'use client';

import { useSyncExternalStore } from 'react';

/**
 * How much of a send has gone, in whole percent (null when nothing is being sent). Kept outside
 * React state so that only the progress bar renders again as an upload advances, not the form.
 */
export type SendProgress = {
  get(): number | null;
  set(percent: number | null): void;
  subscribe(listener: () => void): () => void;
};

export function createSendProgress(): SendProgress {
  let percent: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => percent,
    set(next) {
      if (next === percent) return;
      percent = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSendProgress(progress: SendProgress): number | null {
  return useSyncExternalStore(progress.subscribe, progress.get, () => null);
}
