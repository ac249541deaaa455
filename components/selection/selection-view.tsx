import { getTranslations } from 'next-intl/server';

import { ComparePicker } from '@/components/compare/compare-picker';
import { ClientMessages } from '@/components/i18n/client-messages';
import grid from '@/components/talents/talent-grid.module.css';
import { AppLink } from '@/components/ui/app-link';
import { UnitsControl } from '@/components/units/units-control';
import { hasRoute, type Locale } from '@/lib/i18n/routing';
import { toFavorite } from '@/lib/talents/favorite';
import { measureTranslator } from '@/lib/talents/measure-labels';
import { measureRows } from '@/lib/talents/measure-rows';
import type { TalentSummary } from '@/lib/talents/types';

import { SelectionActions } from './selection-actions';
import { SelectionCard } from './selection-card';
import styles from './selection.module.css';
import { ShareLink } from './share-link';

type Props = { talents: TalentSummary[]; skipped: number; url: string; locale: Locale };

/**
 * A shared selection (issue 12): the talents of the link with their measures, and what to do next.
 */
export async function SelectionView({ talents, skipped, url, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Selection' });
  const translate = await measureTranslator(locale);

  return (
    <div className="page">
      <header className={styles.header}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="page-title">
          {talents.length > 0 ? t('heading', { count: talents.length }) : t('title')}
        </h1>
        {talents.length > 0 ? <p className={styles.lead}>{t('lead')}</p> : null}
        {skipped > 0 && talents.length > 0 ? (
          <p className={styles.notice}>{t('skipped', { count: skipped })}</p>
        ) : null}
      </header>
      {talents.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <SelectionActions talents={talents.map(toFavorite)} />
            <ShareLink url={url} title={t('title')} />
            <UnitsControl locale={locale} />
          </div>
          <ul className={`${grid.grid} ${styles.rows}`} aria-label={t('listLabel')}>
            {talents.map((talent, index) => (
              <SelectionCard
                key={talent.id}
                talent={talent}
                eager={index < 4}
                measures={measureRows(talent.measures, talent, translate)}
                measuresLabel={t('measures', { name: talent.name })}
              />
            ))}
          </ul>
          <ClientMessages namespaces={['Compare']}>
            <ComparePicker talents={talents.map(({ id, name }) => ({ id, name }))} />
          </ClientMessages>
        </>
      ) : (
        <SelectionEmpty message={t('none')} browse={t('browse')} locale={locale} />
      )}
    </div>
  );
}

/** A link with nothing left to show, or one refused for its length: a message and a way on. */
export function SelectionEmpty({
  message,
  browse,
  locale,
}: {
  message: string;
  browse: string;
  locale: Locale;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{message}</p>
      <AppLink
        href={hasRoute(locale, '/models') ? '/models' : '/models/women'}
        className={styles.browse}
      >
        {browse}
      </AppLink>
    </div>
  );
}
