import type { TalentSummary } from '@/lib/integration/types';
import { toFavorite } from '@/lib/talents/favorite';
import { profileHref } from '@/lib/talents/paths';
import { AppLink } from '@/components/ui/app-link';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { CardImages } from './card-images';
import styles from './talent-grid.module.css';

/** Cards above the fold on a phone or desktop load at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4;

type Props = { talent: TalentSummary; index: number };

/** A list card: cover, name and heart, linking to the profile under the talent's section. */

export function TalentCard({ talent, index }: Props) {
  const favorite = toFavorite(talent);
  return (
    <li className={styles.card} data-gender={talent.gender}>
      {/* Prefetching a thousand profiles as they scroll by would cost more than it saves. */}
      <AppLink href={profileHref(favorite)} prefetch={false} className={styles.link}>
        <span className={styles.media}>
          <CardImages cover={talent.cover} cover2={talent.cover2} eager={index < EAGER_CARDS} initial={talent.name.charAt(0)} />
        </span>
        <span className={styles.name}>{talent.name}</span>
      </AppLink>
      <FavoriteToggle talent={favorite} className={styles.favorite} />
    </li>
  );
}
