import { getImageProps } from 'next/image';
import styles from './talent-grid.module.css';

/**
 * A card is at most 340 CSS px wide (four columns in 1440 px; two on phones, about 190 px), so a
 * 1x/2x pair of 384 and 640 px covers every screen. A `sizes` list would repeat next/image's ten
 * widths up to 3840 px in every card, which for a thousand cards is over a megabyte of HTML.
 */
export const CARD_IMAGE = { width: 320, height: 480 } as const;

type Props = { cover: string | null; cover2: string | null; eager: boolean; initial: string };

/**
 * A card's cover, and the second cover revealed on hover, optimized by next/image. Plain <img>
 * elements from getImageProps, so a list of a thousand cards has no image components to hydrate.
 * The card's text names the talent, so both pictures are decorative.
 */
export function CardImages({ cover, cover2, eager, initial }: Props) {
  if (!cover) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {initial}
      </span>
    );
  }
  const main = getImageProps({ src: cover, alt: '', ...CARD_IMAGE, loading: eager ? 'eager' : 'lazy' }).props;
  const hover = cover2 ? getImageProps({ src: cover2, alt: '', ...CARD_IMAGE, loading: 'lazy' }).props : null;
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above */}
      <img {...main} alt="" className={styles.cover} />
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above */}
      {hover ? <img {...hover} alt="" className={styles.cover2} /> : null}
    </>
  );
}
