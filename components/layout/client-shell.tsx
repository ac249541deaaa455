'use client';

import dynamic from 'next/dynamic';
import { Suspense } from 'react';

import { FavoritesLoader } from '@/components/favorites/favorites-loader';

import { useHeaderScroll } from './header-scroll';
import { LazyToaster } from './lazy-toaster';
import { useLinkRouting } from './link-routing';
import { ProgressBar } from './progress-bar';
import { useIdle } from './use-idle';
import { useDeferredFonts } from './web-fonts';

// Loaded only once rendered, which waits for the browser to be idle (useIdle).
const DeferredShell = dynamic(
  () => import('./deferred-shell').then((module) => module.DeferredShell),
  { ssr: false },
);

/**
 * Browser-only parts of the shell; they render nothing on the server. Every link's client-side
 * routing and prefetch (link-routing.ts) and the header's scrolled state. The favorites, the toasts'
 * mount point and the progress bar (a visitor may follow a link at once) start with the page; the
 * offline notice, the language overlay and the chunk-reload guard load once the browser is idle
 * (or at the first interaction), so they never compete with the page's own hydration. A first
 * visit's web fonts load after the page has (./web-fonts.ts).
 */
export function ClientShell() {
  const idle = useIdle();
  useDeferredFonts();
  useLinkRouting();
  useHeaderScroll();
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
