import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useFavorites } from '@/stores/favorites';
import { deferredFetch, renderWithForms } from '@/tests/unit/render-forms';
import { favoriteTalent } from '@/tests/unit/render-talents';

import { QuoteForm } from './quote-form';

const talent = (id: number, name: string) => favoriteTalent(id, { name, slug: name.toLowerCase() });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Studio Norte');
  await user.type(screen.getByLabelText('Correo electrónico'), 'casting@norte.example');
  await user.type(screen.getByLabelText('Teléfono'), '911234567');
  await user.type(screen.getByLabelText('Mensaje'), 'Campaña de verano');
}

describe('QuoteForm', () => {
  let stub: ReturnType<typeof deferredFetch>;

  beforeEach(() => {
    stub = deferredFetch();
    vi.stubGlobal('fetch', stub.fetch);
    useFavorites.setState({ favorites: {}, hydrated: true });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('says no count before the stored favorites are read, then theirs', () => {
    act(() => useFavorites.setState({ favorites: { '7': talent(7, 'Lucía') }, hydrated: false }));
    renderWithForms(<QuoteForm />);
    expect(screen.queryByText('Ningún talento seleccionado')).not.toBeInTheDocument();
    act(() => useFavorites.setState({ hydrated: true }));
    expect(screen.getByText('1 talento seleccionado')).toBeInTheDocument();
  });

  it("blocks a send without favorites with 'No talents selected!'", async () => {
    const user = userEvent.setup();
    renderWithForms(<QuoteForm />);
    expect(screen.getByText('Ningún talento seleccionado')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¡No hay talentos seleccionados!')).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });

  it('sends the favorites as a JSON string of {id, name}, following changes to the list', async () => {
    const user = userEvent.setup();
    act(() =>
      useFavorites.setState({ favorites: { '7': talent(7, 'Lucía'), '9': talent(9, 'Marco') } }),
    );
    renderWithForms(<QuoteForm />);
    expect(screen.getByText('2 talentos seleccionados')).toBeInTheDocument();
    act(() => useFavorites.getState().remove(9));
    expect(screen.getByText('1 talento seleccionado')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(stub.calls[0]?.url).toBe('/api/quote');
    const body = JSON.parse(String(stub.calls[0]?.init?.body)) as Record<string, string>;
    expect(body.models).toBe('[{"id":7,"name":"Lucía"}]');
    expect(body.phone).toBe('+34911234567');
  });

  it('confirms the selection sent and where the quote goes, keeping the favorites for another request', async () => {
    const user = userEvent.setup();
    act(() =>
      useFavorites.setState({ favorites: { '7': talent(7, 'Lucía'), '9': talent(9, 'Marco') } }),
    );
    renderWithForms(<QuoteForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await act(async () => stub.calls[0]?.settle(new Response('{"ok":true}', { status: 201 })));

    const heading = await screen.findByRole('heading', {
      name: 'Solicitud de presupuesto enviada',
    });
    expect(heading).toHaveFocus();
    const panel = screen.getByRole('region', { name: 'Solicitud de presupuesto enviada' });
    expect(panel).toHaveTextContent('Hemos recibido tu selección de 2 talentos:');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lucía', 'Marco']);
    expect(panel).toHaveTextContent('en dos días laborables a casting@norte.example');
    expect(panel).toHaveTextContent('Tus favoritos siguen guardados');
    expect(Object.keys(useFavorites.getState().favorites)).toEqual(['7', '9']);

    // A card removed meanwhile: the new request starts from the favorites as they are now.
    act(() => useFavorites.getState().remove(9));
    await user.click(screen.getByRole('button', { name: 'Pedir otro presupuesto' }));
    expect(screen.getByText('1 talento seleccionado')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(2));
    const body = JSON.parse(String(stub.calls[1]?.init?.body)) as Record<string, string>;
    expect(body.models).toBe('[{"id":7,"name":"Lucía"}]');
    const key = (index: number) =>
      new Headers(stub.calls[index]?.init?.headers).get('Idempotency-Key');
    expect(key(1)).not.toBe(key(0));
  });
});
