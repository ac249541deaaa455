'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { getLoadedSonner, subscribeToSonner, toasterMounted } from '@/components/layout/toast';

/**
 * The toasts' mount point: nothing until the first toast loads sonner (components/layout/toast.ts),
 * then its Toaster and live region. It takes the module lib/toast loaded, so a failed chunk
 * download drops a toast instead of throwing in render.
 */
export function LazyToaster() {
  const sonner = useSyncExternalStore(subscribeToSonner, getLoadedSonner, () => undefined);
  useEffect(() => {
    if (sonner) toasterMounted();
  }, [sonner]);
  if (!sonner) return null;
  // Expanded: each toast keeps its own row instead of sonner's collapsed stack, where a new toast
  // covers the one before and only a hover (which phones lack) spreads them out.
  return (
    <sonner.Toaster
      theme="dark"
      position="bottom-center"
      richColors
      closeButton
      expand
      visibleToasts={3}
      gap={10}
    />
  );
}
