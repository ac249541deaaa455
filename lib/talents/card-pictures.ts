import type { Talent } from './types';

/** A composite card shows four or five pictures (issue 12). */
export const CARD_PICTURES_MAX = 5;

/**
 * The pictures of a composite card: the cover first, then the compo gallery (the agency's own
 * choice for composites), then the book, each picture once.
 */
export function cardPictures(talent: Pick<Talent, 'cover' | 'galleries'>): string[] {
  const sources = [
    talent.cover,
    ...talent.galleries.compo.map((media) => media.src),
    ...talent.galleries.book.map((media) => media.src),
  ];
  const pictures: string[] = [];
  for (const source of sources) {
    if (source && !pictures.includes(source)) pictures.push(source);
    if (pictures.length === CARD_PICTURES_MAX) break;
  }
  return pictures;
}
