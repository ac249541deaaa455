import Image from 'next/image';
import type { TalentSummary } from '@/lib/integration/types';
import { toFavorite } from '@/lib/talents/favorite';
import { profileHref } from '@/lib/talents/paths';
import { AppLink } from '@/components/ui/app-link';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import styles from './talent-grid.module.css';

/** Two columns below the desktop breakpoint, four from it; the content is at most 1440 px wide. */
export const CARD_SIZES = '(min-width: 1440px) 340px, (min-width: 1024px) 25vw, 50vw';

/** Cards above the fold on a phone or desktop load at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4;

type Props = { talent: TalentSummary; index: number };

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

type ImagesProps = { cover: string | null; cover2: string | null; eager: boolean; initial: string };

/** The cover, and the second cover shown on hover; the link's text names the talent, so both are decorative. */
export function CardImages({ cover, cover2, eager, initial }: ImagesProps) {
  if (!cover) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {initial}
      </span>
    );
  }
  return (
    <>
      <Image src={cover} alt="" fill sizes={CARD_SIZES} loading={eager ? 'eager' : 'lazy'} className={styles.cover} />
      {cover2 ? <Image src={cover2} alt="" fill sizes={CARD_SIZES} loading="lazy" className={styles.cover2} /> : null}
    </>
  );
}
