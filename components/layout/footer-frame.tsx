'use client';

import type { ReactNode } from 'react';

import { usePathname } from '@/lib/i18n/navigation';

import styles from './site-footer.module.css';

/** The footer's box; the home page gets its own, lighter style. */
export function FooterFrame({ children }: { children: ReactNode }) {
  const isHome = usePathname() === '/';
  return (
    <footer className={styles.footer} data-variant={isHome ? 'home' : 'default'}>
      {children}
    </footer>
  );
}
