'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

import { getLoadedSonner, subscribeToSonner, toasterMounted } from '@/components/layout/toast';

import styles from './client-shell.module.css';

/**
 * The toasts' mount point: nothing until the first toast loads sonner (components/layout/toast.ts),
 * then its Toaster and live region. It takes the module lib/toast loaded, so a failed chunk
 * download drops a toast instead of throwing in render.
 *
 * A toast never covers the page's content (docs/product.md, "Toasts"): one at a time, the newest in
 * place of the one before, in the fixed header's band at the top of the window, beside its brand
 * and clear of the phone's menu button (client-shell.module.css). It belongs to the page it was
 * shown on: a new page dismisses it.
 */
export function LazyToaster() {
  const sonner = useSyncExternalStore(subscribeToSonner, getLoadedSonner, () => undefined);
  const pathname = usePathname();
  useEffect(() => {
    if (sonner) toasterMounted();
  }, [sonner]);
  useEffect(() => {
    // Read here, not a dependency: sonner loading is no reason to dismiss anything.
    getLoadedSonner()?.toast.dismiss();
  }, [pathname]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      theme="dark"
      position="top-left"
      richColors
      closeButton
      visibleToasts={1}
      offset={{ top: 10, left: 'var(--page-pad)' }}
      className={styles.toaster}
    />
  );
}
