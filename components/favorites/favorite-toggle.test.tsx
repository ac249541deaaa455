import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/components/layout/toast';
import { useFavorites } from '@/stores/favorites';
import { renderWithTalents } from '@/tests/unit/render-talents';

import { FavoriteToggle } from './favorite-toggle';

vi.mock('@/components/layout/toast', () => import('@/tests/unit/mocks/toast'));

const lucia = {
  id: 1,
  name: 'Lucía Navarro',
  slug: 'lucia-navarro',
  section: 'models' as const,
  cover: null,
  cover2: null,
};

describe('FavoriteToggle', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.warning).mockClear();
    useFavorites.setState({ favorites: {}, hydrated: true });
  });

  it('adds with a success toast and removes with a warning', async () => {
    const user = userEvent.setup();
    renderWithTalents(<FavoriteToggle talent={lucia} />);
    const button = screen.getByRole('button', { name: 'Favorite: Lucía Navarro' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(useFavorites.getState().favorites['1']).toEqual(lucia);
    expect(toast.success).toHaveBeenCalledWith('Lucía Navarro was added to your favorites');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(useFavorites.getState().favorites).toEqual({});
    expect(toast.warning).toHaveBeenCalledWith('Lucía Navarro was removed from your favorites');
  });

  it('follows the store when it is loaded or changed elsewhere', () => {
    renderWithTalents(<FavoriteToggle talent={lucia} />);
    act(() => useFavorites.getState().init({ '1': lucia }));
    expect(screen.getByRole('button', { name: 'Favorite: Lucía Navarro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
