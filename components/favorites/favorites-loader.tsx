'use client';

import { useEffect } from 'react';

import { FAVORITES_KEY, useFavorites } from '@/stores/favorites';

/**
 * Loads the favorites from local storage once the page has hydrated (docs/product.md, "Favorites
 * (stored list)"), and again when another tab changes them.
 */
export function FavoritesLoader() {
  useEffect(() => {
    void useFavorites.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === FAVORITES_KEY || event.key === null) void useFavorites.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
