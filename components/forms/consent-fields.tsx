'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { withCountTexts } from '@/lib/format/count';

import { ConsentBox } from './consent-box';
import styles from './forms.module.css';

/** How long the agency keeps an application, in months: without and with the castings consent. */
export type Retention = { months: number; castingsMonths: number };

/**
 * The application's consents (docs/product.md, "Consents and retention"): the required privacy
 * acceptance, and the optional one to keep the application for future castings. The policy opens
 * in a new tab so nothing typed is lost.
 */
export function ConsentFields({ idPrefix, retention }: { idPrefix: string; retention: Retention }) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  return (
    <div className={styles.consents}>
      <ConsentBox id={`${idPrefix}-privacy`} name="privacy" required>
        {t.rich('privacy', { link: privacyLink })}
      </ConsentBox>
      <ConsentBox id={`${idPrefix}-castings`} name="castings" required={false}>
        {t(
          'castings',
          withCountTexts({ months: retention.castingsMonths, base: retention.months }, locale),
        )}
      </ConsentBox>
    </div>
  );
}

export function privacyLink(chunks: ReactNode) {
  return (
    <AppLink href="/privacy" target="_blank" rel="noopener">
      {chunks}
    </AppLink>
  );
}
