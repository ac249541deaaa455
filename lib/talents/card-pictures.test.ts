import { describe, expect, it } from 'vitest';

import { cardPictures } from './card-pictures';
import type { Media } from './types';

const media = (names: string[]): Media[] =>
  names.map((src, index) => ({ id: index + 1, src, width: 800, height: 1200 }));
const galleries = (compo: string[], book: string[]) => ({
  book: media(book),
  snap: media(['snap']),
  compo: media(compo),
  video: [],
});

describe('cardPictures', () => {
  it('takes the cover, then compo, then book, up to five', () => {
    expect(
      cardPictures({ cover: 'cover', galleries: galleries(['c1', 'c2'], ['b1', 'b2', 'b3']) }),
    ).toEqual(['cover', 'c1', 'c2', 'b1', 'b2']);
  });

  it('shows each picture once and never the snaps', () => {
    expect(cardPictures({ cover: 'c1', galleries: galleries(['c1', 'c2'], ['c2', 'b1']) })).toEqual(
      ['c1', 'c2', 'b1'],
    );
  });

  it('starts from the compo without a cover, and may have none at all', () => {
    expect(cardPictures({ cover: null, galleries: galleries(['c1'], []) })).toEqual(['c1']);
    expect(cardPictures({ cover: null, galleries: galleries([], []) })).toEqual([]);
  });
});
