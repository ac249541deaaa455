'use client';

import { useEffect } from 'react';

import { CHUNK_RELOAD_GUARD_MS } from './constants';

const KEY = 'chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  return (
    error?.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(
      error?.message ?? '',
    )
  );
}

/** After a deploy, old chunks disappear: reload once to get the new ones, at most once a minute. */
export function reloadForChunkError(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

/** Installs the chunk-error reload for the page's life. */
export function useChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => isChunkLoadError(event.error) && reloadForChunkError();
    const onRejection = (event: PromiseRejectionEvent) =>
      isChunkLoadError(event.reason) && reloadForChunkError();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
