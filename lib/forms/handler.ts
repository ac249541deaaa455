import 'server-only';

import { serverEnv } from '@/lib/env/private';
import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { clientAddress } from '@/lib/security/client-address';
import { createLimiter, type RateLimiter } from '@/lib/security/rate-limit';
import { isCrossSite } from '@/lib/security/same-origin';

import { checkBodyHeaders, MAX_JSON_BYTES, readJsonBody } from './body';
import { sentResponse } from './http';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency-key';
import { createSharedIdempotencyStore, type IdempotencyStore } from './idempotency-store';
import type { Slots } from './slots';

const limiter: RateLimiter = createLimiter('forms', {
  limit: serverEnv.FORMS_RATE_LIMIT,
  windowMs: 60_000,
});
const idempotency: IdempotencyStore = createSharedIdempotencyStore();

export type SendContext = { idempotencyKey: string | null };

type JsonForm = {
  kind: string;
  body: 'json';
  send(input: unknown, context: SendContext): Promise<void>;
};
type MultipartForm = {
  kind: string;
  body: 'multipart';
  maxBytes: number;
  /** Sends handled at once; past them 503 with Retry-After. */
  slots: Slots;
  /** Reads the body itself, streaming. */
  send(request: Request, context: SendContext): Promise<void>;
};

const BUSY_RETRY_SECONDS = '10';
const PENDING_RETRY_SECONDS = '5';

/**
 * A form's POST handler. What costs nothing is checked first and counts against no one: the
 * origin, the content type, the declared size and, for JSON, the body itself. A retry of a send
 * already stored (same Idempotency-Key) is answered 201 again without sending it twice. Only then
 * does the request take a slot and count against its client's rate limit, and is sent. Every
 * refusal is an AppError answered as JSON; nothing is reported as sent unless the panel took it.
 */
export function formRoute(form: JsonForm | MultipartForm) {
  return async function POST(request: Request): Promise<Response> {
    try {
      return await handle(form, request);
    } catch (error) {
      if (error instanceof AppError) return error.toResponse();
      throw error;
    }
  };
}

async function handle(form: JsonForm | MultipartForm, request: Request): Promise<Response> {
  if (isCrossSite(request.headers, site.url)) throw new AppError('forbidden');
  checkBodyHeaders(request, form.body, form.body === 'json' ? MAX_JSON_BYTES : form.maxBytes);
  const key = idempotencyKey(request.headers);
  const input = form.body === 'json' ? await readJsonBody(request) : null;

  const record = key ? `${form.kind}:${key}` : null;
  if (record) {
    const claim = await idempotency.claim(record);
    if (claim === 'stored') return sentResponse(true);
    if (claim === 'pending')
      throw new AppError('in_progress', { headers: { 'Retry-After': PENDING_RETRY_SECONDS } });
  }
  let stored = false;
  const release = form.body === 'multipart' ? form.slots.tryAcquire() : () => undefined;
  try {
    if (!release) throw new AppError('busy', { headers: { 'Retry-After': BUSY_RETRY_SECONDS } });
    await rateLimit(request);
    const context = { idempotencyKey: key };
    if (form.body === 'json') await form.send(input, context);
    else await form.send(request, context);
    stored = true;
    return sentResponse();
  } finally {
    release?.();
    if (record) await idempotency.settle(record, stored);
  }
}

async function rateLimit(request: Request): Promise<void> {
  const result = await limiter.hit(clientAddress(request.headers, serverEnv.TRUST_PROXY));
  if (!result.ok) {
    throw new AppError('rate_limited', {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
  }
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
    console.error(
      `[forms] ${kind} not delivered to the panel:`,
      cause instanceof Error ? cause.message : cause,
    );
    throw new AppError('backend_unavailable');
  }
}
