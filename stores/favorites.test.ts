import { beforeEach, describe, expect, it } from 'vitest';

import { site } from '@/lib/env/public.mjs';
import type { FavoriteTalent } from '@/lib/talents/favorite';

import { FAVORITES_KEY, selectFavoriteList, useFavorites } from './favorites';

const media = site.mediaBaseUrl;

const lucia: FavoriteTalent = {
  id: 1,
  name: 'Lucía Navarro',
  slug: 'lucia-navarro',
  section: 'models',
  cover: `${media}/storage/demo/portrait-01.jpg`,
  cover2: null,
};
const ines: FavoriteTalent = {
  ...lucia,
  id: 3,
  name: 'Inès Moreau',
  slug: 'ines-moreau',
  section: 'talents',
};

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? 'null') as unknown;

async function rehydrate() {
  await useFavorites.persist.rehydrate();
}

beforeEach(() => {
  localStorage.clear();
  useFavorites.setState({ favorites: {}, hydrated: false });
  localStorage.clear();
});

describe('favorites store', () => {
  it('add sets the entry by id and rewrites local storage as a map', () => {
    useFavorites.getState().add(lucia);
    expect(useFavorites.getState().favorites).toEqual({ '1': lucia });
    expect(stored()).toEqual({ '1': lucia });
  });

  it('remove deletes the entry and rewrites local storage', () => {
    useFavorites.getState().add(lucia);
    useFavorites.getState().add(ines);
    useFavorites.getState().remove(1);
    expect(Object.keys(useFavorites.getState().favorites)).toEqual(['3']);
    expect(stored()).toEqual({ '3': ines });
  });

  it('toggle adds then removes, answering whether it is now a favorite', () => {
    expect(useFavorites.getState().toggle(lucia)).toBe(true);
    expect(useFavorites.getState().favorites['1']).toEqual(lucia);
    expect(useFavorites.getState().toggle(lucia)).toBe(false);
    expect(useFavorites.getState().favorites).toEqual({});
  });

  it('init replaces the whole map', () => {
    useFavorites.getState().add(lucia);
    useFavorites.getState().init({ '3': ines });
    expect(selectFavoriteList(useFavorites.getState())).toEqual([ines]);
    expect(stored()).toEqual({ '3': ines });
  });

  it('loads what local storage holds only when rehydrated', async () => {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify({ '1': lucia, '3': ines }));
    expect(useFavorites.getState().favorites).toEqual({});
    await rehydrate();
    expect(useFavorites.getState().hydrated).toBe(true);
    expect(selectFavoriteList(useFavorites.getState()).map((talent) => talent.id)).toEqual([1, 3]);
  });

  it('is hydrated and empty when nothing is stored', async () => {
    await rehydrate();
    expect(useFavorites.getState()).toMatchObject({ hydrated: true, favorites: {} });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[1,2,3]'],
    ['a string', '"favorites"'],
    ['null', 'null'],
    ['zustand envelope of another app', JSON.stringify({ state: { theme: 'dark' }, version: 3 })],
  ])('ignores %s without crashing', async (_label, raw) => {
    localStorage.setItem(FAVORITES_KEY, raw);
    await rehydrate();
    expect(useFavorites.getState()).toMatchObject({ hydrated: true, favorites: {} });
  });

  it('keeps valid entries and drops broken ones, normalizing old-site talent objects', async () => {
    localStorage.setItem(
      FAVORITES_KEY,
      JSON.stringify({
        '1': lucia,
        '2': { id: 'two', name: 'Bad id' },
        '4': { id: 4 },
        '5': {
          id: 5,
          name: 'Hugo Ferrer',
          cover: '/storage/demo/portrait-02.jpg',
          categories: [{ id: 1907 }],
        },
        '6': {
          id: 6,
          name: 'Evil',
          cover: 'https://evil.example/storage/x.jpg',
          slug: '../../etc',
        },
      }),
    );
    await rehydrate();
    const { favorites } = useFavorites.getState();
    expect(Object.keys(favorites)).toEqual(['1', '5', '6']);
    expect(favorites['5']).toEqual({
      id: 5,
      name: 'Hugo Ferrer',
      slug: 'hugo-ferrer',
      section: 'talents',
      cover: `${media}/storage/demo/portrait-02.jpg`,
      cover2: null,
    });
    expect(favorites['6']).toMatchObject({ cover: null, slug: 'evil', section: 'models' });
  });

  it('keeps working when local storage throws', async () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      useFavorites.getState().add(lucia);
      expect(useFavorites.getState().favorites['1']).toEqual(lucia);
    } finally {
      Storage.prototype.setItem = original;
    }
  });

  it('keeps a note per favorite, cleaned and cut to 200 characters, and drops it with the favorite', () => {
    const { add, setNote, remove } = useFavorites.getState();
    add(lucia);
    setNote(1, '  lingerie shoot,\nday 2\u202E ');
    expect(useFavorites.getState().favorites['1']?.note).toBe('lingerie shoot, day 2');
    expect(stored()).toEqual({ '1': { ...lucia, note: 'lingerie shoot, day 2' } });
    setNote(1, 'x'.repeat(250));
    expect(useFavorites.getState().favorites['1']?.note).toHaveLength(200);
    setNote(1, '   ');
    expect(useFavorites.getState().favorites['1']).toEqual(lucia);
    // A talent that is not a favorite gets no note.
    setNote(3, 'callback');
    expect(useFavorites.getState().favorites['3']).toBeUndefined();
    setNote(1, 'day 2');
    remove(1);
    add(lucia);
    expect(useFavorites.getState().favorites['1']?.note).toBeUndefined();
  });

  it('keeps the note when a favorite is added again, as a shared selection’s "Add all" does', () => {
    useFavorites.getState().add(lucia);
    useFavorites.getState().setNote(1, 'day 2');
    useFavorites.getState().add({ ...lucia, cover2: `${media}/storage/demo/portrait-02.jpg` });
    expect(useFavorites.getState().favorites['1']).toMatchObject({
      note: 'day 2',
      cover2: expect.any(String),
    });
  });

  it('reads notes back from local storage', async () => {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify({ '1': { ...lucia, note: ' day 2 ' } }));
    await rehydrate();
    expect(useFavorites.getState().favorites['1']?.note).toBe('day 2');
  });
});
