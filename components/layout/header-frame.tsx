'use client';

import { useEffect, useState, type ReactNode } from 'react';

import { usePathname } from '@/lib/i18n/navigation';

import styles from './site-header.module.css';

/** The header's box: transparent over the home page's hero until scrolled, solid elsewhere. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const isHome = usePathname() === '/';
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 24);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      className={styles.header}
      data-variant={isHome ? 'home' : 'default'}
      data-scrolled={scrolled}
    >
      {children}
    </header>
  );
}
