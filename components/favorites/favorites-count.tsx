'use client';

import { useLocale, useTranslations } from 'next-intl';

import { withCountTexts } from '@/lib/format/count';
import { useFavorites } from '@/stores/favorites';

import styles from './favorites-count.module.css';

/** How many favorites the visitor keeps, beside the header's favorites link; nothing when none. */
export function FavoritesCount() {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const count = useFavorites((state) => Object.keys(state.favorites).length);
  if (count === 0) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('count', withCountTexts({ count }, locale))}</span>
    </span>
  );
}
