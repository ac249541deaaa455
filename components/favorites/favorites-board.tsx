'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';

import { toast } from '@/components/layout/toast';
import grid from '@/components/talents/talent-grid.module.css';
import { AppLink } from '@/components/ui/app-link';
import type { StaticPathname } from '@/lib/i18n/routing';
import { useFavoriteList, useFavorites } from '@/stores/favorites';

import { FavoriteCard } from './favorite-card';
import styles from './favorites-board.module.css';
import { useCardMeasures } from './use-card-measures';

/**
 * The visitor's favorites in the talents grid (docs/product.md, "Favorites page"): each card links
 * to its profile and shows the main measures, and its "Remove" button takes it off the list. Drawn
 * in the browser: the list lives in local storage, and nothing but a neutral placeholder shows
 * until it has been read.
 */
export function FavoritesBoard({
  browseHref,
  units,
}: {
  browseHref: StaticPathname;
  /** The units choice (components/units), for the cards' measures: shown beside the hint. */
  units?: ReactNode;
}) {
  const t = useTranslations('Favorites');
  const hydrated = useFavorites((state) => state.hydrated);
  const remove = useFavorites((state) => state.remove);
  const favorites = useFavoriteList();
  const measures = useCardMeasures(
    favorites.map((favorite) => favorite.id),
    useLocale(),
  );
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  // Where keyboard focus goes after a removal: the card that took the removed one's place.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const next = buttons?.[Math.min(at, buttons.length - 1)];
    (next ?? empty.current)?.focus();
  }, [favorites.length]);

  if (!hydrated) return <div className={styles.pending} aria-busy="true" />;

  if (favorites.length === 0) {
    return (
      <div ref={empty} className={styles.empty} tabIndex={-1}>
        <p className={styles.emptyText}>{t('empty')}</p>
        <AppLink href={browseHref} className={styles.browse}>
          {t('browse')}
        </AppLink>
      </div>
    );
  }

  return (
    <>
      <div className={styles.intro}>
        <p className={styles.hint}>{t('hint')}</p>
        {units}
      </div>
      <ul ref={list} className={grid.grid} aria-label={t('listLabel')}>
        {favorites.map((talent, index) => (
          <FavoriteCard
            key={talent.id}
            talent={talent}
            eager={index < 4}
            measures={measures.get(talent.id)}
            onRemove={(event) => {
              focusAt.current = event.detail === 0 ? index : null;
              remove(talent.id);
              toast.warning(t('remove_favorite', { name: talent.name }));
            }}
          />
        ))}
      </ul>
    </>
  );
}
