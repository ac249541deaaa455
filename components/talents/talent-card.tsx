import type { TalentSummary } from '@/lib/integration/types';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { CardImages } from './card-images';
import styles from './talent-grid.module.css';

/** Cards above the fold on a phone or desktop load at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4;

type Props = { talent: TalentSummary; favorite: FavoriteTalent; href: string; heartLabel: string; index: number };

/**
 * A list card: cover, name and heart, linking to the profile under the talent's section. Server
 * markup but for the heart; the grid makes its link a client-side navigation.
 */
export function TalentCard({ talent, favorite, href, heartLabel, index }: Props) {
  return (
    <li className={styles.card} data-gender={talent.gender}>
      <a href={href} className={styles.link}>
        <span className={styles.media}>
          <CardImages cover={talent.cover} cover2={talent.cover2} eager={index < EAGER_CARDS} initial={talent.name.charAt(0)} />
        </span>
        <span className={styles.name}>{talent.name}</span>
      </a>
      <FavoriteToggle talent={favorite} label={heartLabel} className={styles.favorite} />
    </li>
  );
}
