import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { useFavorites } from '@/stores/favorites';
import { favoriteTalent, renderWithTalents } from '@/tests/unit/render-talents';

import { FavoritesCount } from './favorites-count';

const keep = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, at) => [String(at + 1), favoriteTalent(at + 1)]),
  );

describe('FavoritesCount', () => {
  beforeEach(() => useFavorites.setState({ favorites: {}, hydrated: true }));

  it('shows nothing without favorites, then the count and its words', () => {
    renderWithTalents(<FavoritesCount />);
    expect(screen.getByText('No favorites')).not.toBeVisible();

    act(() => useFavorites.setState({ favorites: keep(1) }));
    expect(screen.getByText('1 favorite')).toBeVisible();

    act(() => useFavorites.setState({ favorites: keep(3) }));
    expect(screen.getByText('3 favorites')).toBeInTheDocument();
  });

  it('groups a count of thousands as the language does', () => {
    useFavorites.setState({ favorites: keep(1200) });
    renderWithTalents(<FavoritesCount />);
    expect(screen.getByText('1,200 favorites')).toBeInTheDocument();
  });
});
