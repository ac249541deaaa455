import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

import { AppLink } from './app-link';
import styles from './back-link.module.css';
import { ArrowIcon } from './icons';

type Props = { href: ComponentProps<typeof AppLink>['href']; label?: string; className?: string };

/**
 * A back button: a link to `href` (which works before scripts and in a new tab) that the page's
 * link listener turns into one page back when the visitor came from this site, so the list stays
 * where they left it (components/layout/link-routing.ts). Server markup: no component to hydrate.
 */
export function BackLink({ href, label, className }: Props) {
  const t = useTranslations('Common');
  return (
    <AppLink
      href={href}
      className={`action-link ${styles.back}${className ? ` ${className}` : ''}`}
      data-back=""
    >
      <ArrowIcon direction="left" />
      {label ?? t('back')}
    </AppLink>
  );
}
