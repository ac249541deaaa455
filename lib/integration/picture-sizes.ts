import 'server-only';

import { getImageSize, type Size } from '../images/media-size';
import type { Media, Talent } from '../talents/types';

// Files read at once while a profile is built: enough to be quick, few enough for the media host.
const AT_ONCE = 6;

/**
 * The profile with the real size of each gallery picture the API sent without one, read from the
 * file; a picture whose file cannot be read keeps its fallback box (mappers.ts, PICTURE_FRAME).
 */
export async function withPictureSizes(
  talent: Talent,
  unsized: readonly string[],
): Promise<Talent> {
  const sizes = new Map<string, Size>();
  const sources = [...new Set(unsized)];
  for (let start = 0; start < sources.length; start += AT_ONCE) {
    const batch = sources.slice(start, start + AT_ONCE);
    const read = await Promise.all(batch.map((src) => getImageSize(src)));
    batch.forEach((src, at) => {
      const size = read[at];
      if (size) sizes.set(src, size);
    });
  }
  const sized = (media: Media): Media => {
    const size = sizes.get(media.src);
    return size ? { ...media, width: size.width, height: size.height } : media;
  };
  const { book, snap, compo } = talent.galleries;
  return {
    ...talent,
    galleries: {
      ...talent.galleries,
      book: book.map(sized),
      snap: snap.map(sized),
      compo: compo.map(sized),
    },
  };
}
