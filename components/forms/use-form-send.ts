'use client';

import { useEffect, useRef, useState } from 'react';
import { SENT_CONFIRMATION_MS } from '@/lib/constants';
import type { FieldErrors } from '@/lib/forms/http';
import { sendForm } from '@/lib/forms/outcome';

export type SendStatus = 'idle' | 'sending' | 'sent';
export type SendFailure = 'failed' | 'rateLimited';

type Options = {
  /** Clears the form once the sent confirmation has been shown. */
  onCleared(): void;
  /** Marks the fields the server refused. */
  onInvalid(fields: FieldErrors): void;
};

/**
 * The send states of SPEC.md §4: idle → sending → sent, which lasts SENT_CONFIRMATION_MS before the
 * form is cleared. A failed send returns to idle keeping everything, with a failure to show.
 */
export function useFormSend({ onCleared, onInvalid }: Options) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function send(request: () => Promise<Response>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setStatus('sending');
    setFailure(null);
    const outcome = await sendForm(request);
    if (outcome.ok) {
      setStatus('sent');
      timer.current = setTimeout(() => {
        busy.current = false;
        onCleared();
        setStatus('idle');
      }, SENT_CONFIRMATION_MS);
      return;
    }
    busy.current = false;
    setStatus('idle');
    if (outcome.reason === 'invalid') onInvalid(outcome.fields);
    else setFailure(outcome.reason);
  }

  return { status, failure, send };
}
