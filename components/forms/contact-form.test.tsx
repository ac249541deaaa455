import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { deferredFetch, renderWithForms } from '@/tests/unit/render-forms';

import { ContactForm } from './contact-form';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Ana Lima');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Teléfono'), '655555431');
  await user.type(screen.getByLabelText('Mensaje'), 'Quiero contratar a una modelo.');
}

describe('ContactForm', () => {
  let stub: ReturnType<typeof deferredFetch>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub = deferredFetch();
    vi.stubGlobal('fetch', stub.fetch);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('blocks an empty send, flagging every field with an accessible hint', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithForms(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // The schema is loaded with the first check (use-send-form.ts).
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid'));
    for (const label of ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Campo obligatorio');
    }
    expect(stub.calls).toHaveLength(0);
  });

  it("takes the agency's own booking number as a Spanish visitor types it, and flags a bad e-mail", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithForms(<ContactForm />);
    const phone = screen.getByLabelText('Teléfono');
    expect(screen.getByLabelText('Prefijo telefónico')).toHaveValue('ES');
    expect(phone).toHaveAttribute('placeholder', '612 34 56 78');
    await user.type(phone, '+34 655 555 431');
    expect(phone).toHaveValue('+34 655 55 54 31');
    await user.clear(phone);
    await user.type(phone, '655555431');
    expect(phone).toHaveValue('655 55 54 31');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Introduce un correo válido',
    );
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('formats and checks the number for the chosen country, which a + number picks itself', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithForms(<ContactForm />);
    const phone = screen.getByLabelText('Teléfono');
    const country = screen.getByLabelText('Prefijo telefónico');
    // The list fills once libphonenumber-js is in (phone-field.test.tsx: only the market before).
    await user.click(country);
    expect(
      await within(country).findByRole('option', { name: 'Portugal +351' }),
    ).toBeInTheDocument();
    expect(within(country).getAllByRole('option').length).toBeGreaterThan(200);
    await user.selectOptions(country, 'PT');
    await user.type(phone, '912345678');
    expect(phone).toHaveValue('912 345 678');
    await user.clear(phone);
    await user.type(phone, '+44 7400 123456');
    expect(country).toHaveValue('GB');
    await user.clear(phone);
    await user.type(phone, '6555');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(phone).toHaveAccessibleDescription('Número no válido para el país elegido');
  });

  it('goes idle → sending → sent, and the confirmation stays until the visitor asks for a new form', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithForms(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Enviando' })).toBeDisabled();
    const [call] = stub.calls;
    expect(call?.url).toBe('/api/contact');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '+34655555431',
      message: 'Quiero contratar a una modelo.',
      website: '',
    });
    await act(async () => call?.settle(new Response('{"ok":true}', { status: 201 })));

    // The form gives way to the confirmation, whose heading has focus and says what comes next.
    const heading = await screen.findByRole('heading', { name: 'Mensaje enviado' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription(
      'Gracias, Ana Lima. Te responderemos en un día laborable en ana@example.com. Si no ves nuestra respuesta, mira en la carpeta de spam.',
    );
    expect(screen.getByRole('region', { name: 'Mensaje enviado' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'Mensaje enviado' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Escribir otro mensaje' }));
    expect(screen.queryByRole('heading', { name: 'Mensaje enviado' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    for (const label of ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
  });

  it('keeps everything after a failed send and lets the visitor send again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithForms(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await act(async () =>
      stub.calls[0]?.settle(new Response('{"error":"backend_unavailable"}', { status: 502 })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido enviar');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Lima');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('655 55 54 31');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends one submission under one idempotency key across retries, and a changed one under a new key', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithForms(<ContactForm />);
    await fillIn(user);
    const key = (index: number) =>
      new Headers(stub.calls[index]?.init?.headers).get('Idempotency-Key');
    const sendAndFail = async (index: number) => {
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() => expect(stub.calls).toHaveLength(index + 1));
      await act(async () => stub.calls[index]?.settle(new Error('network down')));
      await screen.findByRole('alert');
    };
    await sendAndFail(0);
    await sendAndFail(1);
    expect(key(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(1)).toBe(key(0));

    await user.type(screen.getByLabelText('Mensaje'), ' Urgente.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(3));
    expect(key(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(2)).not.toBe(key(0));
    await act(async () => stub.calls[2]?.settle(new Response('{"ok":true}', { status: 201 })));
    await user.click(await screen.findByRole('button', { name: 'Escribir otro mensaje' }));

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.calls).toHaveLength(4));
    expect([key(0), key(2)]).not.toContain(key(3));
  });
});
