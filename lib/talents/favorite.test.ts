import { describe, expect, it } from 'vitest';

import { site } from '../env/public.mjs';
import { parseFavorites, readFavorite } from './favorite';

describe('readFavorite', () => {
  it('drops what is not a talent', () => {
    for (const value of [
      null,
      3,
      'x',
      [],
      [{ id: 1, name: 'A' }],
      { id: 0, name: 'A' },
      { id: 1.5, name: 'A' },
      { id: '1', name: 'A' },
      { id: 1, name: '   ' },
      { id: 1, name: 'x'.repeat(201) },
      { id: 1 },
    ]) {
      expect(readFavorite(value)).toBeNull();
    }
  });

  it('trims the name and fills in a missing slug, section and pictures', () => {
    expect(
      readFavorite({
        id: 7,
        name: '  Siobhán O’Neill ',
        categories: [1907, { id: 1908 }, 'x'],
        cover: 7,
        cover2: '/storage/a.jpg',
      }),
    ).toEqual({
      id: 7,
      name: 'Siobhán O’Neill',
      slug: 'siobhan-oneill',
      section: 'talents',
      cover: null,
      cover2: `${site.mediaBaseUrl}/storage/a.jpg`,
    });
    expect(
      readFavorite({ id: 8, name: 'Ana', slug: 'Ana!', section: 'other', categories: 'x' }),
    ).toMatchObject({ slug: 'ana', section: 'models' });
    expect(
      readFavorite({ id: 8, name: 'Ana', slug: 'ana-2', section: 'talents', categories: [1] }),
    ).toMatchObject({ slug: 'ana-2', section: 'talents' });
  });
});

describe('notes', () => {
  it('keeps a stored note as text, one line, at most 200 characters; anything else is no note', () => {
    const base = { id: 1, name: 'Lucía Navarro' };
    expect(readFavorite({ ...base, note: ' day 2\nlook 3 ' })?.note).toBe('day 2 look 3');
    expect(readFavorite({ ...base, note: 'é'.repeat(300) })?.note).toHaveLength(200);
    expect(readFavorite({ ...base, note: 42 })).not.toHaveProperty('note');
    expect(readFavorite({ ...base, note: '   ' })).not.toHaveProperty('note');
  });
});

describe('parseFavorites', () => {
  it('keys each talent by its id and reads nothing from what is not a map', () => {
    expect(
      Object.keys(parseFavorites(JSON.stringify({ a: { id: 2, name: 'B' }, b: { id: 'x' } }))),
    ).toEqual(['2']);
    for (const raw of [null, '', '{', '[]', '3', 'null']) expect(parseFavorites(raw)).toEqual({});
  });
});
