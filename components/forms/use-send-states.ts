'use client';

import { useEffect, useRef, useState } from 'react';

import type { FieldErrors } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/forms/idempotency-key';
import { sendForm } from '@/lib/forms/outcome';

import { createSendProgress } from './send-progress';
import type { Transfer } from './upload';

export type SendStatus = 'idle' | 'sending' | 'sent';
export type SendFailure = 'failed' | 'rateLimited' | 'busy' | 'cancelled';

type Options = {
  /** Clears the form when the visitor asks to send another. */
  onCleared(): void;
  /** Marks the fields the server refused. */
  onInvalid(fields: FieldErrors): void;
  /** The form's change subscription (react-hook-form's `watch(callback)`). */
  watch(callback: () => void): { unsubscribe(): void };
};

/**
 * The send states (docs/product.md, "Send states"): idle → sending → sent. Sent lasts until the
 * visitor asks to send another (`another`), which clears the form; the spec's 2.5 s sent state
 * followed by a silent reset made applicants send twice. A failed send returns to idle keeping
 * everything, with a failure to show.
 *
 * Every send carries an idempotency key (backend/API.md): one per submission, kept while the
 * visitor retries it unchanged, so a send that reached the panel although it looked failed is
 * not stored twice. Changing anything makes it a new submission with a new key. A send can report
 * how much of it has gone (`progress`) and be cancelled, which keeps everything and the key.
 */
export function useSendStates({ onCleared, onInvalid, watch }: Options) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const busy = useRef(false);
  const key = useRef<string | null>(null);
  const transfer = useRef<AbortController | null>(null);
  const [progress] = useState(createSendProgress);

  useEffect(() => {
    const subscription = watch(() => {
      if (!busy.current) key.current = null;
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  async function send(
    request: (idempotencyKey: string, transfer: Transfer) => Promise<Response>,
  ): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setStatus('sending');
    setFailure(null);
    const idempotencyKey = (key.current ??= newIdempotencyKey());
    const controller = (transfer.current = new AbortController());
    progress.set(0);
    const outcome = await sendForm(() =>
      request(idempotencyKey, {
        signal: controller.signal,
        onProgress: (sent, total) => progress.set(Math.floor((sent / total) * 100)),
      }),
    );
    transfer.current = null;
    progress.set(null);
    if (outcome.ok) {
      // Stays busy: nothing is sent again until the visitor asks for a new form.
      setStatus('sent');
      return true;
    }
    busy.current = false;
    setStatus('idle');
    if (outcome.reason === 'invalid') onInvalid(outcome.fields);
    else setFailure(outcome.reason);
    return false;
  }

  /** Stops the send under way; the form keeps everything, ready to be sent again. */
  function cancel() {
    transfer.current?.abort();
  }

  /** After a send: an empty form, a new submission. */
  function another() {
    key.current = null;
    busy.current = false;
    onCleared();
    setStatus('idle');
  }

  return { status, failure, send, cancel, another, progress };
}
