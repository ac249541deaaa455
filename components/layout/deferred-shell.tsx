'use client';

import { ChunkReload } from './chunk-reload';
import { LoadingOverlay } from './loading-overlay';
import { OnlineStatus } from './online-status';

/** The shell's parts nothing on the first paint needs; client-shell.tsx loads them when idle. */
export function DeferredShell() {
  return (
    <>
      <LoadingOverlay />
      <OnlineStatus />
      <ChunkReload />
    </>
  );
}
