'use client';

import { Suspense } from 'react';

import { FavoritesLoader } from '@/components/favorites/favorites-loader';

import { useChunkReload } from './chunk-reload';
import { useConnectionStatus } from './connection-status';
import { useHeaderScroll } from './header-scroll';
import { LazyToaster } from './lazy-toaster';
import { useLinkRouting } from './link-routing';
import { ProgressBar } from './progress-bar';
import { useDeferredFonts } from './web-fonts';

/**
 * The shell's behaviour, one small component for the page's life that renders nothing on the
 * server: every link's client-side routing and prefetch (link-routing.ts), the header's scrolled
 * state, the offline notice, the reload after a failed chunk, the favorites from local storage,
 * the toasts' mount point (sonner loads with the first toast) and the route progress bar. A first
 * visit's web fonts load after the page has (./web-fonts.ts). The shell's markup is the server's
 * (site-header.tsx, site-footer.tsx, shell-status.tsx).
 */
export function ClientShell() {
  useDeferredFonts();
  useLinkRouting();
  useHeaderScroll();
  useConnectionStatus();
  useChunkReload();
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBar />
      </Suspense>
      <FavoritesLoader />
      <LazyToaster />
    </>
  );
}
