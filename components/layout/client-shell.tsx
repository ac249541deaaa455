'use client';

import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { ProgressBar } from './progress-bar';
import { LoadingOverlay } from './loading-overlay';
import { OnlineStatus } from './online-status';
import { ChunkReload } from './chunk-reload';

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
      <Toaster theme="dark" position="bottom-center" richColors closeButton />
    </>
  );
}
