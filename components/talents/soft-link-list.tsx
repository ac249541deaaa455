'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import { startProgress } from '@/lib/progress';

/**
 * A list whose plain links navigate client-side, like next/link, through one click handler:
 * a thousand cards then need no link components to hydrate. Modified clicks and new tabs keep
 * the browser's own behaviour.
 */
export function SoftLinkList({ children, ...props }: ComponentProps<'ul'>) {
  const router = useRouter();

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    startProgress();
    router.push(`${link.pathname}${link.search}${link.hash}`);
  };

  return (
    <ul {...props} onClick={onClick}>
      {children}
    </ul>
  );
}
