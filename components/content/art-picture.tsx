import { getImageProps } from 'next/image';
import { DESKTOP_BREAKPOINT_PX } from '@/lib/constants';
import { shortenImageUrls } from '@/lib/images/url';

export type ArtSource = { mobile: string; desktop: string; width: number; height: number };

type Props = {
  image: ArtSource;
  alt: string;
  sizes?: string;
  /** The page's largest picture (LCP): fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A website or slide image in its mobile and desktop versions (art direction): the browser fetches
 * only the one its width needs. Its box comes from CSS (className), so nothing shifts while it loads.
 */
export function ArtPicture({ image, alt, sizes = '100vw', priority = false, className }: Props) {
  const common = { alt, sizes, width: image.width, height: image.height };
  const loading = priority ? ('eager' as const) : ('lazy' as const);
  const {
    props: { srcSet: desktop },
  } = getImageProps({ ...common, src: image.desktop, loading });
  const {
    props: { srcSet: mobile, ...rest },
  } = getImageProps({ ...common, src: image.mobile, loading, fetchPriority: priority ? 'high' : undefined });
  return (
    <picture>
      <source media={`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`} srcSet={shortenImageUrls(desktop ?? '')} sizes={sizes} />
      <img {...rest} src={shortenImageUrls(rest.src)} srcSet={shortenImageUrls(mobile ?? '')} alt={alt} className={className} />
    </picture>
  );
}
