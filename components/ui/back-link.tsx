'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps, MouseEvent } from 'react';

import { AppLink } from './app-link';
import styles from './back-link.module.css';
import { ArrowLeftIcon } from './icons';

type NavigationApi = { canGoBack?: boolean };

/** True when the previous history entry is a page of this site, so going back stays here. */
export function previousPageIsOurs(): boolean {
  // The Navigation API lists only this origin's entries; elsewhere the referrer is the best hint.
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  try {
    return (
      window.history.length > 1 && new URL(document.referrer).origin === window.location.origin
    );
  } catch {
    return false;
  }
}

type Props = { href: ComponentProps<typeof AppLink>['href']; label?: string; className?: string };

/**
 * A back button: one page back when the visitor came from this site (the list stays where they
 * left it), else a plain link to `href`, which also works before hydration and in a new tab.
 */
export function BackLink({ href, label, className }: Props) {
  const t = useTranslations('Common');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.button !== 0 ||
      !previousPageIsOurs()
    )
      return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <AppLink
      href={href}
      className={`action-link ${styles.back}${className ? ` ${className}` : ''}`}
      onClick={onClick}
    >
      <ArrowLeftIcon />
      {label ?? t('back')}
    </AppLink>
  );
}
