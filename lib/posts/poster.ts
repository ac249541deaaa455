import { getImageProps } from 'next/image';

import { shortenImageUrls } from '../images/url';

/**
 * A video's poster through next/image, as a still about `width` CSS px wide (its 2x picture):
 * the back-end's posters are full-size frames, too heavy to fetch with the page.
 */
export function posterSrc(poster: string | null, width: number): string | null {
  if (!poster) return null;
  return shortenImageUrls(
    getImageProps({ src: poster, alt: '', width, height: Math.round((width * 9) / 16) }).props.src,
  );
}
