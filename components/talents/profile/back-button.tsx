'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { StaticPathname } from '@/lib/i18n/routing';
import { AppLink } from '@/components/ui/app-link';
import { ArrowLeftIcon } from '@/components/ui/icons';
import styles from './profile.module.css';

type NavigationApi = { canGoBack?: boolean };

/** True when the previous history entry is a page of this site, so going back stays here. */
function previousPageIsOurs(): boolean {
  // The Navigation API lists only this origin's entries; elsewhere the referrer is the best hint.
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back one page when it was on this site, else to the profile's list (a real link either way). */
export function BackButton({ fallback }: { fallback: StaticPathname }) {
  const t = useTranslations('TalentsClient');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || !previousPageIsOurs()) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <AppLink href={fallback} className={styles.back} onClick={onClick}>
      <ArrowLeftIcon />
      {t('back')}
    </AppLink>
  );
}
