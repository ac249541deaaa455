import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';

import en from '@/messages/en/talents.json';
import { useFavorites } from '@/stores/favorites';
import { favoriteTalent } from '@/tests/unit/render-talents';

import { FavoriteNote } from './favorite-note';

function renderNote() {
  const note = () => useFavorites.getState().favorites['1']?.note;
  const view = render(
    <NextIntlClientProvider locale="en" messages={{ Notes: en.Notes }}>
      <FavoriteNote id={1} name="Lucía Navarro" note={note()} />
    </NextIntlClientProvider>,
  );
  // The card passes the stored note again after each change, as the board re-renders.
  const rerender = () =>
    view.rerender(
      <NextIntlClientProvider locale="en" messages={{ Notes: en.Notes }}>
        <FavoriteNote id={1} name="Lucía Navarro" note={note()} />
      </NextIntlClientProvider>,
    );
  return { note, rerender };
}

describe('FavoriteNote', () => {
  beforeEach(() => {
    useFavorites.setState({ favorites: { '1': favoriteTalent(1) }, hydrated: true });
  });

  it('writes a note in a labelled field of at most 200 characters, kept with the favorite', async () => {
    const user = userEvent.setup();
    const { note, rerender } = renderNote();
    await user.click(screen.getByRole('button', { name: 'Add a note on Lucía Navarro' }));
    const field = screen.getByRole('textbox', { name: 'Note on Lucía Navarro' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '200');
    await user.type(field, 'lingerie shoot, day 2');
    expect(field).toHaveAccessibleDescription(
      '21 of 200 characters. Sent with your quote request, never in a shared link.',
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(note()).toBe('lingerie shoot, day 2');
    rerender();
    expect(screen.getByText('lingerie shoot, day 2')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit the note on Lucía Navarro' }),
    ).toHaveTextContent('Edit note');
  });

  it('leaves the note as it was on Escape or Cancel, and removes it when emptied', async () => {
    const user = userEvent.setup();
    useFavorites.getState().setNote(1, 'day 2');
    const { note, rerender } = renderNote();
    await user.click(screen.getByRole('button', { name: 'Edit the note on Lucía Navarro' }));
    await user.type(screen.getByRole('textbox'), ' and 3{Escape}');
    expect(note()).toBe('day 2');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit the note on Lucía Navarro' }));
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(note()).toBeUndefined();
    rerender();
    expect(screen.getByRole('button', { name: 'Add a note on Lucía Navarro' })).toBeInTheDocument();
  });
});
