import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';

import { cleanNote } from '@/lib/schemas/note';
import { parseFavorites, type FavoritesMap, type FavoriteTalent } from '@/lib/talents/favorite';

export const FAVORITES_KEY = 'favorites';

type Persisted = { favorites: FavoritesMap };

export type FavoritesState = Persisted & {
  /** False until local storage has been read, so pages do not flash an empty list. */
  hydrated: boolean;
  /** Adds or refreshes the talent; a note the visitor wrote on it stays. */
  add(talent: FavoriteTalent): void;
  remove(id: number): void;
  /** The visitor's note on a favorite (cleaned and cut to NOTE_MAX); '' removes it. */
  setNote(id: number, note: string): void;
  /** Adds the talent when absent, removes it when present; answers whether it is now a favorite. */
  toggle(talent: FavoriteTalent): boolean;
  /** Replaces the whole map (docs/product.md, "Favorites (stored list)"). */
  init(favorites: FavoritesMap): void;
};

// Local storage holds the bare map keyed by talent id (docs/product.md, "Favorites (stored list)");
// reads go through parseFavorites so corrupt or foreign data is dropped. Storage can be unavailable
// (private modes, quotas): favorites then live for the visit only.
const storage: PersistStorage<Persisted> = {
  getItem(name) {
    const raw = safely(() => localStorage.getItem(name), null);
    return raw === null ? null : { state: { favorites: parseFavorites(raw) }, version: 0 };
  },
  setItem(name, value) {
    safely(() => localStorage.setItem(name, JSON.stringify(value.state.favorites)), undefined);
  },
  removeItem(name) {
    safely(() => localStorage.removeItem(name), undefined);
  },
};

// What the storage above hands to merge (already read by parseFavorites), checked again since
// zustand types it as unknown.
const isPersisted = (value: unknown): value is Persisted =>
  typeof value === 'object' && value !== null && 'favorites' in value;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const useFavorites = create<FavoritesState>()(
  persist(
    (set, get) => ({
      favorites: {},
      hydrated: false,
      add: (talent) =>
        set((state) => {
          const note = state.favorites[String(talent.id)]?.note ?? talent.note;
          const { note: _sent, ...card } = talent;
          const favorite = note ? { ...card, note } : card;
          return { favorites: { ...state.favorites, [String(talent.id)]: favorite } };
        }),
      remove: (id) =>
        set((state) => {
          const { [String(id)]: _removed, ...rest } = state.favorites;
          return { favorites: rest };
        }),
      setNote: (id, text) =>
        set((state) => {
          const favorite = state.favorites[String(id)];
          if (!favorite) return state;
          const { note: _old, ...card } = favorite;
          const note = cleanNote(text);
          return {
            favorites: { ...state.favorites, [String(id)]: note ? { ...card, note } : card },
          };
        }),
      toggle: (talent) => {
        const added = !(String(talent.id) in get().favorites);
        if (added) get().add(talent);
        else get().remove(talent.id);
        return added;
      },
      init: (favorites) => set({ favorites }),
    }),
    {
      name: FAVORITES_KEY,
      storage,
      // Read in an effect after hydration (FavoritesLoader), so server and first client render
      // agree.
      skipHydration: true,
      partialize: (state) => ({ favorites: state.favorites }),
      merge: (persisted, current) => ({
        ...current,
        favorites: isPersisted(persisted) ? persisted.favorites : {},
        hydrated: true,
      }),
    },
  ),
);

/** Favorites in the order they were stored. */
export function selectFavoriteList(state: Pick<FavoritesState, 'favorites'>): FavoriteTalent[] {
  return Object.values(state.favorites);
}

export function useFavoriteList(): FavoriteTalent[] {
  return useFavorites(useShallow(selectFavoriteList));
}

export function useIsFavorite(id: number): boolean {
  return useFavorites((state) => String(id) in state.favorites);
}
