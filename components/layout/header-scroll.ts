'use client';

import { useEffect } from 'react';

/** How far the page scrolls before the home page's transparent header turns solid. */
const SCROLLED_PX = 24;

/**
 * Marks the site header `data-scrolled` once the page has scrolled, for the home page's
 * transparent header (site-header.module.css); one passive listener for the page's life.
 */
export function useHeaderScroll() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return;
    const update = () => {
      const scrolled = String(window.scrollY > SCROLLED_PX);
      if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
}
