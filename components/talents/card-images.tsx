import Image from 'next/image';
import styles from './talent-grid.module.css';

/** Two columns below the desktop breakpoint, four from it; the content is at most 1440 px wide. */
export const CARD_SIZES = '(min-width: 1440px) 340px, (min-width: 1024px) 25vw, 50vw';

type Props = { cover: string | null; cover2: string | null; eager: boolean; initial: string };

/**
 * A card's cover, and the second cover revealed on hover. The card's text names the talent, so
 * both pictures are decorative.
 */
export function CardImages({ cover, cover2, eager, initial }: Props) {
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
