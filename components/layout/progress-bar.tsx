'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

import { finishProgress, startProgress } from '@/components/layout/progress';

/** A plain click on a link to another page of this site. */
function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false;
  const anchor = (event.target as Element | null)?.closest('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * Starts the bar when an internal link is followed and finishes it once the new route renders.
 * It renders nothing: nprogress draws the bar (components/layout/progress.ts).
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    finishProgress();
  }, [pathname, search]);

  useEffect(() => {
    // In the capture phase: the page's link listener (link-routing.ts) cancels the click to route it.
    function onClick(event: MouseEvent) {
      if (isInternalNavigation(event)) startProgress();
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
