import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/lib/env/public.mjs';
import { useFavorites } from '@/stores/favorites';
import { favoriteTalent, renderWithTalents } from '@/tests/unit/render-talents';

import { ShareSelection } from './share-selection';

vi.mock('@/components/ui/app-link', () => import('@/tests/unit/mocks/app-link'));

const favorites = (ids: number[]) =>
  Object.fromEntries(ids.map((id) => [String(id), favoriteTalent(id)]));
const writeText = vi.fn<(text: string) => Promise<void>>();
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('ShareSelection', () => {
  afterEach(() => writeText.mockReset());

  it('shows nothing until the favorites are read, nor without favorites', () => {
    useFavorites.setState({ favorites: favorites([1]), hydrated: false });
    renderWithTalents(<ShareSelection />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => useFavorites.setState({ favorites: {}, hydrated: true }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('gives a link of the favorites’ ids, by id so one set is one cached page, to copy', async () => {
    useFavorites.setState({ favorites: favorites([12, 45, 7]), hydrated: true });
    renderWithTalents(<ShareSelection />);
    const url = `${site.url}/en/selection/7-12-45`;
    expect(screen.getByRole('textbox', { name: 'Link to your selection' })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Open the selection page' })).toHaveAttribute(
      'href',
      JSON.stringify({ pathname: '/selection/[ids]', params: { ids: '7-12-45' } }),
    );

    writeText.mockResolvedValueOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('The link could not be copied: select it and copy it by hand.'),
    ).toBeInTheDocument();
  });

  it('says how many to remove when the favorites exceed a selection', () => {
    useFavorites.setState({
      favorites: favorites(Array.from({ length: 53 }, (_, index) => index + 1)),
      hydrated: true,
    });
    renderWithTalents(<ShareSelection />);
    expect(
      screen.getByText(
        'A shared selection holds at most 50 talents: remove 3 talents to share yours.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
