import { site } from '../env/public.mjs';

// Pictures of the media host have a short optimized address: next.config.mjs rewrites
// /img/<width>/<path> to Next's optimizer (/_next/image?url=<media>/storage/<path>&w=<width>&q=75).
// next/image's own form is long, and a list of a thousand cards repeats three of them per card, in
// its HTML and in its page data.
const STORAGE = `${site.mediaBaseUrl}/storage/`;
const QUALITY = 75;
// Paths the short form carries as they are; anything else keeps next/image's encoded form.
const PLAIN_PATH = /^[\w\-./]+$/;

/** The path of a media-host picture below /storage/, or null for any other picture. */
export function storagePath(src: string): string | null {
  if (!src.startsWith(STORAGE)) return null;
  const path = src.slice(STORAGE.length);
  return PLAIN_PATH.test(path) && !path.split('/').includes('..') ? path : null;
}

/** The optimized picture of `src` at `width` px. */
export function optimizedImageUrl(src: string, width: number): string {
  const path = storagePath(src);
  return path === null
    ? `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`
    : `/img/${width}/${path}`;
}

/** next/image's `src` or `srcSet` with its media-host pictures in the short form. */
export function shortenImageUrls(value: string): string {
  return value.replace(
    /\/_next\/image\?url=([^&\s]+)&w=(\d+)&q=75/g,
    (whole, url: string, width: string) => {
      const path = storagePath(decodeURIComponent(url));
      return path === null ? whole : `/img/${width}/${path}`;
    },
  );
}

/** next/image's `src` and `srcSet` (getImageProps) with the media host's pictures in short form. */
export function shortImageSources({ src, srcSet }: { src: string; srcSet?: string }) {
  return {
    src: shortenImageUrls(src),
    srcSet: srcSet === undefined ? undefined : shortenImageUrls(srcSet),
  };
}
