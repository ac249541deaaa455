'use client';

import { useLocale, useTranslations } from 'next-intl';

import { withCountTexts } from '@/lib/format/count';
import { useFavorites } from '@/stores/favorites';

import styles from './favorites-count.module.css';

/**
 * How many favorites the visitor keeps, beside the header's favorites link; hidden when none.
 * It is in the page from the start, hidden, so the first heart a visitor taps only changes its
 * text: mounting it then, with the first formatting of its message, would weigh on that tap's
 * render on a low-tier phone.
 */
export function FavoritesCount() {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const count = useFavorites((state) => Object.keys(state.favorites).length);
  return (
    <span className={styles.count} hidden={count === 0}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('count', withCountTexts({ count }, locale))}</span>
    </span>
  );
}
