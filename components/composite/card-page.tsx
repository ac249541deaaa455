import { getTranslations } from 'next-intl/server';

import { AppLink } from '@/components/ui/app-link';
import { PrintButton } from '@/components/ui/print-button';
import { UnitsControl } from '@/components/units/units-control';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo';
import { canonicalProfile } from '@/lib/talents/routes';
import type { Talent } from '@/lib/talents/types';

import { CompositeCard } from './composite-card';
import styles from './composite-card.module.css';

/**
 * The composite card's page: a way back, the units choice and the print button above the sheet, none
 * of them printed; the card prints in the units chosen.
 */
export async function CardPage({ talent, locale }: { talent: Talent; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Card' });
  const profile = canonicalProfile(talent);
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.toolbar}>
        <AppLink href={profile} className="action-link">
          <span aria-hidden="true">←</span> {t('back', { name: talent.name })}
        </AppLink>
        <UnitsControl locale={locale} className={styles.units} />
        <PrintButton label={t('print')} className={styles.print} />
        <p className={styles.hint}>{t('hint')}</p>
      </div>
      <CompositeCard talent={talent} locale={locale} profileUrl={absoluteUrl(profile, locale)} />
    </div>
  );
}
