'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

import styles from './client-shell.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Tells the visitor when the connection drops (docs/product.md, "Navigation, header and footer").
 */
export function OnlineStatus() {
  const online = useOnline();
  const t = useTranslations('Status');
  return (
    <div role="status" aria-live="polite" className={online ? 'visually-hidden' : styles.offline}>
      {online ? '' : t('offline')}
    </div>
  );
}
