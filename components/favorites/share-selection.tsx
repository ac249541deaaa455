'use client';

import { useLocale, useTranslations } from 'next-intl';

import fields from '@/components/forms/forms.module.css';
import { ShareLink } from '@/components/selection/share-link';
import { AppLink } from '@/components/ui/app-link';
import { site } from '@/lib/env/public.mjs';
import { withCountTexts } from '@/lib/format/count';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { SELECTION_MAX, selectionSegment } from '@/lib/talents/selection';
import { useFavoriteList, useFavorites } from '@/stores/favorites';

import styles from './share-selection.module.css';

/**
 * "Share selection" on the favorites page (issue 12): a link to a page listing the visitor's
 * favorites, made of their ids only, to copy, share from a phone's share sheet, or open.
 */
export function ShareSelection() {
  const t = useTranslations('Favorites');
  const locale = useLocale() as Locale;
  const hydrated = useFavorites((state) => state.hydrated);
  const favorites = useFavoriteList();
  if (!hydrated || favorites.length === 0) return null;

  // The store's map lists ids in ascending order (integer keys), so a set of talents is one URL.
  const ids = selectionSegment(favorites.map((favorite) => favorite.id));
  const href = ids ? ({ pathname: '/selection/[ids]', params: { ids } } as const) : null;
  const url = href ? `${site.url}${getPathname({ href, locale })}` : null;

  return (
    <section className={styles.section} aria-labelledby="share-selection-title">
      <h2 id="share-selection-title" className={styles.title}>
        {t('shareTitle')}
      </h2>
      {href && url ? (
        <>
          <p className={styles.lead}>{t('shareLead')}</p>
          <div className={styles.row}>
            <input
              className={`${fields.input} ${styles.url}`}
              type="text"
              readOnly
              value={url}
              aria-label={t('shareUrl')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <ShareLink url={url} title={t('shareTitle')} />
          </div>
          <AppLink href={href} className={styles.open}>
            {t('shareOpen')}
          </AppLink>
        </>
      ) : (
        <p className={styles.lead}>
          {t(
            'shareTooMany',
            withCountTexts({ max: SELECTION_MAX, extra: favorites.length - SELECTION_MAX }, locale),
          )}
        </p>
      )}
    </section>
  );
}
