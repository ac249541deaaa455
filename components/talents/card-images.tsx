import { getImageProps } from 'next/image';

import styles from './talent-grid.module.css';

/**
 * A card is at most 340 CSS px wide (four columns in 1440 px; two on phones, about 190 px), so a
 * 1x/2x pair of 384 and 640 px covers every screen. A `sizes` list would repeat next/image's ten
 * widths up to 3840 px in every card, which for a thousand cards is over a megabyte of HTML.
 */
export const CARD_IMAGE = { width: 320, height: 480 } as const;

type Props = { cover: string | null; eager: boolean; initial: string };

/**
 * A card's cover, optimized by next/image. A plain <img> element from getImageProps, so a grid of
 * cards has no image components to hydrate. The card's text names the talent, so the picture is
 * decorative.
 */
export function CardImages({ cover, eager, initial }: Props) {
  if (!cover) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {initial}
      </span>
    );
  }
  const main = getImageProps({
    src: cover,
    alt: '',
    ...CARD_IMAGE,
    loading: eager ? 'eager' : 'lazy',
  }).props;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above
  return <img {...main} alt="" className={styles.cover} />;
}
