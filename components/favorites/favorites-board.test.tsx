import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

/** The site's answer for the cards' measures: Lucía's, in English. */
const fetchMock = vi.fn((url: string) =>
  Promise.resolve(
    Response.json({
      talents: url.includes('1')
        ? [
            {
              id: 1,
              measures: [
                { key: 'height', label: 'Height', value: '176', unit: 'cm' },
                { key: 'shoes', label: 'Shoes', value: '39.5', unit: 'EU' },
              ],
            },
          ]
        : [],
    }),
  ),
);

describe('FavoritesBoard', () => {
  beforeEach(() => {
    vi.mocked(toast.warning).mockClear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws nothing but a placeholder before local storage has been read', () => {
    useFavorites.setState({ favorites: {}, hydrated: false });
    const { container } = renderWithTalents(<FavoritesBoard browseHref="/models" />);
    expect(screen.queryByText('No talents selected!')).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'No talents selected!' when empty", () => {
    useFavorites.setState({ favorites: {}, hydrated: true });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    expect(screen.getByText('No talents selected!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse models' })).toBeInTheDocument();
  });

  it('says what a card and its button do, and shows the main measures the site answers', async () => {
    useFavorites.setState({ favorites: { '1': lucia, '2': hugo }, hydrated: true });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    expect(
      screen.getByText(/A card opens the talent’s profile; its “Remove” button takes/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Click a card to remove it/)).not.toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove Lucía Navarro from favorites' });
    expect(remove).toHaveTextContent('Remove');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/talents/measures?lang=en&ids=1-2');
    const list = await screen.findByLabelText('Measurements of Lucía Navarro');
    expect(within(list).getByText('Height').nextSibling).toHaveTextContent('176 cm');
    expect(within(list).getByText('Shoes').nextSibling).toHaveTextContent('39.5 EU');
    // Hugo is not in the answer: his card has no measures, and nothing is asked again.
    expect(screen.queryByLabelText('Measurements of Hugo Ferrer')).not.toBeInTheDocument();
    act(() => useFavorites.getState().remove(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists the favorites and removes one with its Remove button', () => {
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

  it('shows each favorite’s note on its own card, and offers to write one on the others', () => {
    useFavorites.setState({
      favorites: { '1': { ...lucia, note: 'Lingerie shoot, day 2' }, '2': hugo },
      hydrated: true,
    });
    renderWithTalents(<FavoritesBoard browseHref="/models" />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Lingerie shoot, day 2');
    expect(second).not.toHaveTextContent('Lingerie shoot, day 2');
    expect(
      screen.getByRole('button', { name: 'Edit the note on Lucía Navarro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a note on Hugo Ferrer' })).toBeInTheDocument();
  });
});
