'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

import { CardImages } from '@/components/talents/card-images';
import { MeasureList } from '@/components/talents/measure-list';
import grid from '@/components/talents/talent-grid.module.css';
import { AppLink } from '@/components/ui/app-link';
import { CloseIcon } from '@/components/ui/icons';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import type { MeasureRow } from '@/lib/talents/measure-rows';
import { profileHref } from '@/lib/talents/routes';

import { FavoriteNote } from './favorite-note';
import styles from './favorites-board.module.css';

type Props = {
  talent: FavoriteTalent;
  eager: boolean;
  /** Its main measures; undefined while they are asked for. */
  measures: readonly MeasureRow[] | undefined;
  onRemove: (event: MouseEvent<HTMLButtonElement>) => void;
};

/**
 * A favorite: its card links to the profile, as on the lists, with its main measures below, in the
 * visitor's units, and the visitor's note on the talent, which the card lets them write; a "Remove"
 * button on the picture, where the lists have their heart, takes it off the list.
 */
export function FavoriteCard({ talent, eager, measures, onRemove }: Props) {
  const t = useTranslations('Favorites');
  return (
    <li className={`${grid.card} ${styles.card}`}>
      <AppLink href={profileHref(talent)} className={grid.link}>
        <span className={grid.media}>
          <CardImages cover={talent.cover} eager={eager} initial={talent.name.charAt(0)} />
        </span>
        <span className={grid.name}>{talent.name}</span>
      </AppLink>
      <button
        type="button"
        data-remove
        className={styles.remove}
        aria-label={t('remove', { name: talent.name })}
        onClick={onRemove}
      >
        <CloseIcon width={16} height={16} />
        <span>{t('removeShort')}</span>
      </button>
      {measures === undefined ? (
        <div className={styles.measuresPending} aria-hidden="true" />
      ) : measures.length > 0 ? (
        <MeasureList rows={measures} label={t('measures', { name: talent.name })} />
      ) : null}
      <FavoriteNote id={talent.id} name={talent.name} note={talent.note} />
    </li>
  );
}
