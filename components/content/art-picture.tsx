import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

import type { ArtImage } from '@/lib/content/types';
import { shortImageSources } from '@/lib/images/url';

import { DESKTOP_BREAKPOINT_PX } from '../layout/constants';

type Props = {
  image: ArtImage;
  alt: string;
  sizes?: string;
  /** The page's largest picture (LCP): fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A website or slide image in its mobile and desktop versions (art direction): the browser fetches
 * only the one its width needs. Its box comes from CSS (className), so nothing shifts while it
 * loads.
 */
export function ArtPicture({ image, alt, sizes = '100vw', priority = false, className }: Props) {
  const common = { alt, sizes, width: image.width, height: image.height };
  const loading = priority ? ('eager' as const) : ('lazy' as const);
  const desktop = shortImageSources(
    getImageProps({ ...common, src: image.desktop, loading }).props,
  );
  const {
    srcSet: _srcSet,
    src: _src,
    ...rest
  } = getImageProps({
    ...common,
    src: image.mobile,
    loading,
    fetchPriority: priority ? 'high' : undefined,
  }).props;
  // The largest picture is decoded with the frame that first lays it out, so it shows in that
  // frame; `async` (next/image's default) paints the frame without it and the picture one frame
  // and a decode later, after the page's scripts have begun to run (docs/architecture.md).
  if (priority) rest.decoding = 'sync';
  const mobile = shortImageSources({ src: _src, srcSet: _srcSet });
  if (priority) {
    // Asked for from the page's head, before styles and scripts: the version this screen shows.
    const hint = { as: 'image', imageSizes: sizes, fetchPriority: 'high' } as const;
    preload(mobile.src, {
      ...hint,
      imageSrcSet: mobile.srcSet,
      media: `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`,
    });
    preload(desktop.src, {
      ...hint,
      imageSrcSet: desktop.srcSet,
      media: `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`,
    });
  }
  return (
    <picture>
      <source
        media={`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`}
        srcSet={desktop.srcSet}
        sizes={sizes}
      />
      <img {...rest} src={mobile.src} srcSet={mobile.srcSet} alt={alt} className={className} />
    </picture>
  );
}
