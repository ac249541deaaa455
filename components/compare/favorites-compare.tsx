'use client';

import { useFavoriteList, useFavorites } from '@/stores/favorites';

import { ComparePicker } from './compare-picker';

/** The favorites page's comparison picker, once the favorites are read from the device. */
export function FavoritesCompare() {
  const hydrated = useFavorites((state) => state.hydrated);
  const favorites = useFavoriteList();
  return hydrated ? <ComparePicker talents={favorites} /> : null;
}
