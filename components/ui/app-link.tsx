'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';

import { Link } from '@/lib/i18n/navigation';

type NetworkInformation = {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', fn: () => void) => void;
  removeEventListener?: (type: 'change', fn: () => void) => void;
};

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void) {
  connection()?.addEventListener?.('change', onChange);
  return () => connection()?.removeEventListener?.('change', onChange);
}

/**
 * Link prefetch is skipped on 2g or with data saver on (docs/product.md, "Navigation, header and
 * footer").
 */
export function prefetchAllowed(info: NetworkInformation | undefined): boolean {
  return !(info?.saveData || info?.effectiveType?.endsWith('2g'));
}

export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchAllowed(connection()),
    () => true,
  );
}

/** The localized Link, with prefetching turned off on slow or metered connections. */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
