'use client';

import { useTranslations } from 'next-intl';

import { toast } from '@/components/layout/toast';
import { HeartIcon } from '@/components/ui/icons';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import { useFavorites, useIsFavorite } from '@/stores/favorites';

import styles from './favorite-toggle.module.css';

type Props = {
  talent: FavoriteTalent;
  className?: string;
  variant?: 'overlay' | 'inline';
};

/**
 * The heart of a card or profile: adds or removes the talent, with a toast either way
 * (docs/product.md, "Favorite toggle").
 */
export function FavoriteToggle({ talent, className, variant = 'overlay' }: Props) {
  const t = useTranslations('Favorites');
  const pressed = useIsFavorite(talent.id);
  const toggle = useFavorites((state) => state.toggle);

  const onClick = () => {
    if (toggle(talent)) toast.success(t('add_favorite', { name: talent.name }));
    else toast.warning(t('remove_favorite', { name: talent.name }));
  };

  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[variant]} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={t('toggle', { name: talent.name })}
      onClick={onClick}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}
