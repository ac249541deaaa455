import { getTranslations } from 'next-intl/server';

import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalProfile, cardHref } from '@/lib/talents/routes';
import type { Talent } from '@/lib/talents/types';

import styles from './card-link.module.css';

/** The profile's link to its printable composite card (issue 12). */
export async function CompositeCardLink({ talent, locale }: { talent: Talent; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Card' });
  return (
    <AppLink href={cardHref(canonicalProfile(talent))} className={styles.link}>
      {t('open')}
    </AppLink>
  );
}
