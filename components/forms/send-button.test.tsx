import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithForms } from '@/tests/unit/render-forms';

import { SendButton } from './send-button';
import type { Transfer } from './upload';
import { useSendStates } from './use-send-states';

type Sent = { key: string; transfer: Transfer; answer(response: Response): void };

type Request = (key: string, transfer: Transfer) => Promise<Response>;

/** A form with only the send button, sending with `request`. */
function renderSendForm(request: Request) {
  function Upload() {
    const { status, failure, send, cancel, progress } = useSendStates({
      onCleared: vi.fn(),
      onInvalid: vi.fn(),
      watch: () => ({ unsubscribe: () => undefined }),
    });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(request);
        }}
      >
        <SendButton status={status} failure={failure} upload={{ progress, cancel }} />
      </form>
    );
  }
  renderWithForms(<Upload />);
}

/** The send form, whose sends the test answers. */
function renderUpload() {
  const sends: Sent[] = [];
  renderSendForm(
    (key, transfer) =>
      new Promise<Response>((resolve, reject) => {
        transfer.signal.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
        sends.push({ key, transfer, answer: resolve });
      }),
  );
  return sends;
}

describe('SendButton with an upload', () => {
  it('shows how much has gone, cancels keeping the key, and retries under it', async () => {
    const user = userEvent.setup();
    const sends = renderUpload();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const bar = screen.getByRole('progressbar', { name: 'Solicitud enviada' });
    expect(bar).toHaveAttribute('value', '0');
    act(() => sends[0]?.transfer.onProgress(3_100_000, 10_000_000));
    expect(bar).toHaveAttribute('value', '31');
    expect(screen.getByText('31 % enviado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar el envío' }));
    expect(sends[0]?.transfer.signal.aborted).toBe(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Envío cancelado. Tus datos y tus fotos siguen aquí.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(sends).toHaveLength(2);
    expect(sends[1]?.key).toBe(sends[0]?.key);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => sends[1]?.transfer.onProgress(10_000_000, 10_000_000));
    expect(screen.getByText('100 % enviado')).toBeInTheDocument();
    await act(async () => sends[1]?.answer(Response.json({ ok: true }, { status: 201 })));
    // Sent: nothing more to send until the form gives way to its confirmation (sent-panel.tsx).
    expect(screen.getByRole('button', { name: 'Enviando' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry after a dropped connection', async () => {
    const user = userEvent.setup();
    renderSendForm(() => Promise.reject(new TypeError('The connection failed')));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido enviar');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});
