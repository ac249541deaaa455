'use client';

import { useLocale, useTranslations } from 'next-intl';

import { toast } from '@/components/layout/toast';
import { AppLink } from '@/components/ui/app-link';
import { withCountTexts } from '@/lib/format/count';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import { useFavorites } from '@/stores/favorites';

import styles from './selection.module.css';

type Props = { talents: readonly FavoriteTalent[] };

/**
 * What a recipient does with a selection: keep it (add every talent to their own favorites) or ask
 * for a quote, which adds them and opens the favorites page's quote form, where they are listed.
 */
export function SelectionActions({ talents }: Props) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const add = useFavorites((state) => state.add);
  const missing = useFavorites(
    (state) => talents.filter((talent) => !(String(talent.id) in state.favorites)).length,
  );
  const hydrated = useFavorites((state) => state.hydrated);

  const addAll = () => {
    for (const talent of talents) add(talent);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        disabled={hydrated && missing === 0}
        onClick={() => {
          addAll();
          toast.success(t('addedAll', withCountTexts({ count: missing }, locale)));
        }}
      >
        {hydrated && missing === 0 ? t('allFavorites') : t('addAll')}
      </button>
      <AppLink
        href={{ pathname: '/favorites', hash: 'quote-form-title' }}
        className={`${styles.button} ${styles.primary}`}
        onClick={addAll}
      >
        {t('requestQuote')}
      </AppLink>
    </div>
  );
}
