import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/components/layout/toast';
import { useFavorites } from '@/stores/favorites';
import { MEDIA, renderWithTalents } from '@/tests/unit/render-talents';

import { packCards, type CardTalent } from './card-data';
import { CardGrid } from './card-grid';
import { describedGridCards } from './grid-cards';

vi.mock('@/components/layout/toast', () => import('@/tests/unit/mocks/toast'));

const card = (id: number, name: string): CardTalent => ({
  favorite: {
    id,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    section: 'models',
    cover: `${MEDIA}/storage/demo/portrait-0${id}.jpg`,
    cover2: id === 1 ? `${MEDIA}/storage/demo/portrait-09.jpg` : null,
  },
  gender: 'woman',
  facts: { height: 170, hair: null, eyes: null },
});
const cards = packCards([card(1, 'Lucia Navarro'), card(2, 'Ana Ruiz')]);
const sections = { models: '/en/models', talents: '/en/talents' };

function renderGrid() {
  return renderWithTalents(<CardGrid cards={cards} sections={sections} label="Women" />);
}

describe('CardGrid', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.warning).mockClear();
    useFavorites.setState({ favorites: {}, hydrated: true });
  });

  it("tells the list's filters what its cards say, from their data", () => {
    renderGrid();
    expect(describedGridCards(screen.getByRole('list'))).toEqual([
      { name: 'Lucia Navarro', gender: 'woman', height: 170, hair: null, eyes: null },
      { name: 'Ana Ruiz', gender: 'woman', height: 170, hair: null, eyes: null },
    ]);
  });

  it('adds and removes a talent with its heart, with a toast either way', async () => {
    const user = userEvent.setup();
    renderGrid();
    const heart = screen.getByRole('button', { name: 'Favorite: Ana Ruiz' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(useFavorites.getState().favorites['2']).toEqual(card(2, 'Ana Ruiz').favorite);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Favorite: Lucia Navarro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(toast.success).toHaveBeenCalledWith('Ana Ruiz was added to your favorites');

    await user.click(heart);
    expect(useFavorites.getState().favorites).toEqual({});
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(toast.warning).toHaveBeenCalledWith('Ana Ruiz was removed from your favorites');
  });

  it('shows favorites loaded or changed elsewhere', () => {
    renderGrid();
    act(() => useFavorites.getState().init({ '1': card(1, 'Lucia Navarro').favorite }));
    expect(screen.getByRole('button', { name: 'Favorite: Lucia Navarro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => useFavorites.getState().remove(1));
    expect(screen.getByRole('button', { name: 'Favorite: Lucia Navarro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the favorites kept from an earlier visit as soon as it mounts', () => {
    useFavorites.setState({ favorites: { '2': card(2, 'Ana Ruiz').favorite } });
    renderGrid();
    expect(screen.getByRole('button', { name: 'Favorite: Ana Ruiz' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Favorite: Lucia Navarro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("leaves its links to the page's link routing, with each profile's localized path", () => {
    renderGrid();
    const link = screen.getByRole('link', { name: 'Lucia Navarro' });
    expect(link).toHaveAttribute('href', '/en/models/1/lucia-navarro');
    // Not prevented here: components/layout/link-routing.ts routes it, or the browser opens it.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('draws a second cover the first time a card is hovered or focused, from the same next/image URLs', async () => {
    const user = userEvent.setup();
    renderGrid();
    const link = screen.getByRole('link', { name: 'Lucia Navarro' });
    const card = link.closest('[data-id]');
    expect(card?.querySelectorAll('img')).toHaveLength(1);

    await user.hover(link);
    await user.hover(link);
    const pictures = [...(card?.querySelectorAll('img') ?? [])];
    expect(pictures).toHaveLength(2);
    const [cover, hover] = pictures;
    expect(cover?.nextElementSibling).toBe(hover);
    expect(hover?.getAttribute('loading')).toBe('lazy');
    expect(hover?.getAttribute('src')).toBe('/img/384/demo/portrait-09.jpg');
    expect(hover?.getAttribute('srcset')).toBe(
      '/img/384/demo/portrait-09.jpg 384w, /img/640/demo/portrait-09.jpg 640w',
    );
    expect(hover?.getAttribute('sizes')).toBe(cover?.getAttribute('sizes'));

    // A card without a second cover gets none; the keyboard reveals one like the pointer.
    const other = screen.getByRole('link', { name: 'Ana Ruiz' });
    act(() => other.focus());
    expect(other.closest('[data-id]')?.querySelectorAll('img')).toHaveLength(1);
  });

  it('is a labelled list of the cards', () => {
    renderGrid();
    const list = screen.getByRole('list', { name: 'Women' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
