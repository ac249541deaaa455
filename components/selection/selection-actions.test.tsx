import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/components/layout/toast';
import { useFavorites } from '@/stores/favorites';
import { favoriteTalent, renderWithTalents } from '@/tests/unit/render-talents';

import { SelectionActions } from './selection-actions';

vi.mock('@/components/layout/toast', () => import('@/tests/unit/mocks/toast'));
vi.mock('@/components/ui/app-link', () => import('@/tests/unit/mocks/app-link'));

const talent = (id: number) => favoriteTalent(id);

describe('SelectionActions', () => {
  it('adds the talents the visitor lacks, then says they are all there', () => {
    useFavorites.setState({ favorites: { '2': talent(2) }, hydrated: true });
    renderWithTalents(<SelectionActions talents={[talent(1), talent(2), talent(3)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to my favorites' }));
    expect(Object.keys(useFavorites.getState().favorites).sort()).toEqual(['1', '2', '3']);
    expect(toast.success).toHaveBeenCalledWith('2 talents were added to your favorites');
    expect(screen.getByRole('button', { name: 'All in your favorites' })).toBeDisabled();
  });

  it('requests a quote by adding them and opening the favorites page’s quote form', () => {
    useFavorites.setState({ favorites: {}, hydrated: true });
    renderWithTalents(<SelectionActions talents={[talent(4)]} />);
    const link = screen.getByRole('link', { name: 'Request a quote for these' });
    expect(link).toHaveAttribute(
      'href',
      JSON.stringify({ pathname: '/favorites', hash: 'quote-form-title' }),
    );
    fireEvent.click(link);
    expect(Object.keys(useFavorites.getState().favorites)).toEqual(['4']);
  });
});
