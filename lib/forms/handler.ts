import 'server-only';

import { shuttingDown } from '@/lib/api/guarded-body';
import { routeLimiter, type LimitedRoute } from '@/lib/api/limits';
import { apiRoute } from '@/lib/api/pipeline';
import type { Slots } from '@/lib/api/slots';
import { AppError } from '@/lib/errors';

import { sentResponse } from './http';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency-key';
import { createSharedIdempotencyStore, type IdempotencyStore } from './idempotency-store';

const idempotency: IdempotencyStore = createSharedIdempotencyStore();

export type SendContext = { idempotencyKey: string | null };

type FormKind = Exclude<LimitedRoute, 'composite'>;
type JsonForm = {
  kind: FormKind;
  body: 'json';
  send(input: unknown, context: SendContext): Promise<void>;
};
type MultipartForm = {
  kind: FormKind;
  body: 'multipart';
  maxBytes: number;
  /** Sends handled at once, and per client; past them 503 with Retry-After. */
  slots: Slots;
  /** Reads the body itself, streaming. */
  send(request: Request, context: SendContext): Promise<void>;
};

const PENDING_RETRY_SECONDS = '5';

/**
 * A form's POST handler, run through the API pipeline (lib/api/pipeline.ts: cross-site check, the
 * form's own rate limit, the body within its limits and deadlines). A retry of a send already
 * stored (same Idempotency-Key) is answered 201 again without sending it twice; one still running
 * is 409. Nothing is reported as sent unless the panel took it. When the server stops before the
 * send ends, it answers a retryable 503 and forgets its claim on the key, so the retry is taken
 * at once, here or on another instance.
 */
export function formRoute(form: JsonForm | MultipartForm) {
  return apiRoute(
    {
      sameOrigin: true,
      limiter: routeLimiter(form.kind),
      body:
        form.body === 'json'
          ? { type: 'json' }
          : { type: 'multipart', maxBytes: form.maxBytes, slots: form.slots },
    },
    async ({ request, json, signal }) => {
      const key = idempotencyKey(request.headers);
      const input = form.body === 'json' ? await json() : null;
      const record = key ? `${form.kind}:${key}` : null;
      if (record) {
        const claim = await idempotency.claim(record);
        if (claim === 'stored') return sentResponse(true);
        if (claim === 'pending')
          throw new AppError('in_progress', { headers: { 'Retry-After': PENDING_RETRY_SECONDS } });
      }
      let stored = false;
      try {
        const context = { idempotencyKey: key };
        await untilStopped(
          form.body === 'json' ? form.send(input, context) : form.send(request, context),
          signal,
        );
        stored = true;
        return sentResponse();
      } finally {
        if (record) await idempotency.settle(record, stored);
      }
    },
  );
}

// When the stop's grace ends, how long a send has to wind down (an upload's body fails with the
// stop, and its folder is removed) before its 503 is answered and the process may exit.
const WIND_DOWN_MS = 2000;

/**
 * The send, unless the server's stop grace ends first: then a 503, once the send has wound down or
 * WIND_DOWN_MS has passed. A send still at the panel may finish before the process exits; the
 * panel stores a retry under the same key once.
 */
function untilStopped(send: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      const settled = send.catch(() => undefined);
      const waited = new Promise((done) => setTimeout(done, WIND_DOWN_MS));
      void Promise.race([settled, waited]).then(() => reject(shuttingDown()));
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    send.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** The send's key when it has one (browsers always do); a malformed one is refused. */
function idempotencyKey(headers: Headers): string | null {
  const value = headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw new AppError('invalid_body');
  return value;
}

/** Hands an entry to the panel; any failure there is a 502 the browser shows as not sent. */
export async function forward(kind: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (cause) {
    throw new AppError('backend_unavailable', `${kind} not delivered to the panel`, { cause });
  }
}
