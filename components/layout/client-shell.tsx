'use client';

import dynamic from 'next/dynamic';
import { Suspense, useEffect, useState } from 'react';

import { FavoritesLoader } from '@/components/favorites/favorites-loader';

import { LazyToaster } from './lazy-toaster';
import { ProgressBar } from './progress-bar';

// Loaded only once rendered, which waits for the browser to be idle (below).
const DeferredShell = dynamic(
  () => import('./deferred-shell').then((module) => module.DeferredShell),
  { ssr: false },
);

/**
 * Browser-only parts of the shell; they render nothing on the server. The favorites, the toasts'
 * mount point and the progress bar (a visitor may follow a link at once) start with the page; the
 * offline notice, the language overlay and the chunk-reload guard load once the browser is idle
 * (or at the first interaction), so they never compete with the page's own hydration.
 */
export function ClientShell() {
  const idle = useIdle();
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBar />
      </Suspense>
      <FavoritesLoader />
      <LazyToaster />
      {idle ? <DeferredShell /> : null}
    </>
  );
}

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * False until the browser first has nothing to do, or the visitor first touches a key or the
 * screen.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    // Safari has no requestIdleCallback.
    const handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : setTimeout(start, 1500);
    for (const type of INTERACTIONS)
      window.addEventListener(type, start, { once: true, capture: true, passive: true });
    return () => {
      if (typeof window.cancelIdleCallback === 'function')
        window.cancelIdleCallback(handle as number);
      else clearTimeout(handle);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
    };
  }, []);
  return idle;
}
