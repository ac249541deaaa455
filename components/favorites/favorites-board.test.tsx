import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/components/layout/toast';
import { useFavorites } from '@/stores/favorites';
import { MEDIA, renderWithTalents } from '@/tests/unit/render-talents';

import { FavoritesBoard } from './favorites-board';

vi.mock('@/components/layout/toast', () => import('@/tests/unit/mocks/toast'));
vi.mock('@/components/ui/app-link', () => import('@/tests/unit/mocks/app-link'));

const talent = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  section: 'models' as const,
  cover: `${MEDIA}/storage/demo/portrait-0${id}.jpg`,
  cover2: null,
});
const lucia = talent(1, 'Lucía Navarro', 'lucia-navarro');
const hugo = talent(2, 'Hugo Ferrer', 'hugo-ferrer');

describe('FavoritesBoard', () => {
  beforeEach(() => vi.mocked(toast.warning).mockClear());

  it('draws nothing before local storage has been read', () => {
    useFavorites.setState({ favorites: {}, hydrated: false });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    expect(screen.queryByText('No talents selected!')).not.toBeInTheDocument();
  });

  it("says 'No talents selected!' when empty", () => {
    useFavorites.setState({ favorites: {}, hydrated: true });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    expect(screen.getByText('No talents selected!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse models' })).toBeInTheDocument();
  });

  it('lists the favorites and removes one when its card is clicked', () => {
    useFavorites.setState({ favorites: { '1': lucia, '2': hugo }, hydrated: true });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    const list = screen.getByRole('list', { name: 'Favorite talents' });
    expect(list.children).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Hugo Ferrer' })).toHaveAttribute(
      'href',
      JSON.stringify({ pathname: '/models/[id]/[name]', params: { id: '2', name: 'hugo-ferrer' } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Lucía Navarro from favorites' }));
    expect(Object.keys(useFavorites.getState().favorites)).toEqual(['2']);
    expect(toast.warning).toHaveBeenCalledWith('Lucía Navarro was removed from your favorites');
    expect(screen.queryByText('Lucía Navarro')).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the next card, then to the empty text', () => {
    useFavorites.setState({ favorites: { '1': lucia, '2': hugo }, hydrated: true });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    // detail 0: a keyboard activation.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lucía Navarro from favorites' }), {
      detail: 0,
    });
    expect(screen.getByRole('button', { name: 'Remove Hugo Ferrer from favorites' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hugo Ferrer from favorites' }), {
      detail: 0,
    });
    expect(screen.getByText('No talents selected!').parentElement).toHaveFocus();
  });

  it('follows favorites added elsewhere', () => {
    useFavorites.setState({ favorites: {}, hydrated: true });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    act(() => useFavorites.getState().add(hugo));
    expect(
      screen.getByRole('button', { name: 'Remove Hugo Ferrer from favorites' }),
    ).toBeInTheDocument();
  });
});
