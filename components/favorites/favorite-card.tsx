'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

import { CardImages } from '@/components/talents/card-images';
import grid from '@/components/talents/talent-grid.module.css';
import { AppLink } from '@/components/ui/app-link';
import { CloseIcon } from '@/components/ui/icons';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import { profileHref } from '@/lib/talents/routes';

import styles from './favorites-board.module.css';

type Props = {
  talent: FavoriteTalent;
  eager: boolean;
  onRemove: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** A favorite: the picture is a button that removes it; the name links to the profile. */
export function FavoriteCard({ talent, eager, onRemove }: Props) {
  const t = useTranslations('Favorites');
  return (
    <li className={grid.card}>
      <button
        type="button"
        data-remove
        className={styles.remove}
        aria-label={t('remove', { name: talent.name })}
        onClick={onRemove}
      >
        <span className={grid.media}>
          <CardImages cover={talent.cover} eager={eager} initial={talent.name.charAt(0)} />
          <span className={styles.badge} aria-hidden="true">
            <CloseIcon />
          </span>
        </span>
      </button>
      <AppLink href={profileHref(talent)} className={`${grid.link} ${grid.name}`}>
        {talent.name}
      </AppLink>
    </li>
  );
}
