'use client';

import { Suspense } from 'react';
import { ProgressBar } from './progress-bar';
import { LoadingOverlay } from './loading-overlay';
import { OnlineStatus } from './online-status';
import { ChunkReload } from './chunk-reload';
import { LazyToaster } from './lazy-toaster';
import { FavoritesLoader } from '@/components/favorites/favorites-loader';

/** Browser-only parts of the shell; they render nothing on the server. */
export function ClientShell() {
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBar />
      </Suspense>
      <LoadingOverlay />
      <OnlineStatus />
      <ChunkReload />
      <FavoritesLoader />
      <LazyToaster />
    </>
  );
}
