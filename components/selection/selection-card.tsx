import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { CardImages } from '@/components/talents/card-images';
import { MeasureList } from '@/components/talents/measure-list';
import grid from '@/components/talents/talent-grid.module.css';
import { AppLink } from '@/components/ui/app-link';
import { toFavorite } from '@/lib/talents/favorite';
import type { MeasureRow } from '@/lib/talents/measure-rows';
import { profileHref } from '@/lib/talents/routes';
import type { TalentSummary } from '@/lib/talents/types';

import styles from './selection.module.css';

type Props = {
  talent: TalentSummary;
  measures: MeasureRow[];
  measuresLabel: string;
  eager: boolean;
};

/** A talent of a shared selection: the list card plus its measures, what a casting needs first. */
export function SelectionCard({ talent, measures, measuresLabel, eager }: Props) {
  const favorite = toFavorite(talent);
  return (
    <li className={styles.card}>
      <AppLink href={profileHref(favorite)} className={grid.link}>
        <span className={grid.media}>
          <CardImages cover={favorite.cover} eager={eager} initial={talent.name.charAt(0)} />
        </span>
        <span className={grid.name}>{talent.name}</span>
      </AppLink>
      <FavoriteToggle talent={favorite} className={grid.favorite} />
      {measures.length > 0 ? <MeasureList rows={measures} label={measuresLabel} /> : null}
    </li>
  );
}
