import { getTranslations } from 'next-intl/server';

import { SelectionEmpty } from '@/components/selection/selection-view';
import { BackLink } from '@/components/ui/back-link';
import { PrintButton } from '@/components/ui/print-button';
import { UnitsControl } from '@/components/units/units-control';
import type { Locale } from '@/lib/i18n/routing';
import { COMPARE_MAX, comparisonRows } from '@/lib/talents/comparison';
import { measureTranslator } from '@/lib/talents/measure-labels';
import type { TalentSummary } from '@/lib/talents/types';

import styles from './compare.module.css';
import { ComparisonTable } from './comparison-table';

type Props = { talents: TalentSummary[]; skipped: number; dropped: number; locale: Locale };

/**
 * Talents side by side (issue 48, docs/product.md "Comparison"): a table with a column per talent
 * and a row per measure in the visitor's units, the rows that differ marked; printed, one A4
 * landscape page.
 */
export async function ComparisonView({ talents, skipped, dropped, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const rows = comparisonRows(talents, await measureTranslator(locale));
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.toolbar}>
        <BackLink href="/favorites" />
        <UnitsControl locale={locale} className={styles.units} />
        {talents.length > 0 ? <PrintButton label={t('print')} className={styles.print} /> : null}
      </div>
      <header className={styles.header}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="page-title">
          {talents.length > 0 ? t('heading', { count: talents.length }) : t('title')}
        </h1>
        {talents.length > 1 ? <p className={styles.lead}>{t('lead')}</p> : null}
        {dropped > 0 ? (
          <p className={styles.notice}>{t('tooMany', { max: COMPARE_MAX, count: dropped })}</p>
        ) : null}
        {skipped > 0 && talents.length > 0 ? (
          <p className={styles.notice}>{t('skipped', { count: skipped })}</p>
        ) : null}
      </header>
      {talents.length > 0 ? (
        <ComparisonTable talents={talents} rows={rows} locale={locale} />
      ) : (
        <SelectionEmpty message={t('none')} browse={t('browse')} locale={locale} />
      )}
    </div>
  );
}
