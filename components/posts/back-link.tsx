'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { AppLink } from '@/components/ui/app-link';
import { ArrowIcon } from '@/components/home/carousel-icons';

type Navigation = { canGoBack?: boolean };

/** The site page the visitor came from is one step back in this tab (same-origin history only). */
function cameFromSite(): boolean {
  const navigation = (window as Window & { navigation?: Navigation }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return document.referrer.startsWith(`${window.location.origin}/`) && window.history.length > 1;
}

/**
 * The post page's back button: back one page when the visitor came from this site (keeping the list
 * where they left it), else a plain link to the list, which also works before hydration.
 */
export function BackLink({ href, label, className }: { href: ComponentProps<typeof AppLink>['href']; label: string; className?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !cameFromSite()) return;
    event.preventDefault();
    router.back();
  };
  return (
    <AppLink href={href} className={className} onClick={onClick}>
      <ArrowIcon direction="left" />
      {label}
    </AppLink>
  );
}
