import 'server-only';

import { checkBodyHeaders, MAX_JSON_BYTES, readJsonBody } from '@/lib/api/body';
import type { Slots } from '@/lib/api/slots';
import { serverEnv } from '@/lib/env/private';
import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { currentRequestId, withRequestId } from '@/lib/log/context.mjs';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/log/request-id.mjs';
import { clientAddress } from '@/lib/security/client-address';
import type { RateLimiter } from '@/lib/security/rate-limit';
import { isCrossSite } from '@/lib/security/same-origin';
import {
  JSON_BODY_DEADLINE_MS,
  MIN_UPLOAD_BYTES_PER_SECOND,
  UPLOAD_WINDOW_MS,
} from '@/platform/server/request-time.mjs';
import { stopState } from '@/platform/server/stop-state.mjs';

import { logRefusal, toResponse } from './answers';
import { guardBody } from './guarded-body';

// Every route under app/api goes through apiRoute (docs/architecture.md, "Security"): the checks
// that cost nothing first, the client's rate limit before any body is read, the body within its
// limits and deadlines, and every failure answered as an AppError and logged in one place. Every
// answer carries the request's id (X-Request-Id), which every line logged for it carries too.

export type RouteBody =
  | { type: 'none' }
  /** Up to MAX_JSON_BYTES within JSON_BODY_DEADLINE_MS; `optional`: none at all is allowed. */
  | { type: 'json'; optional?: boolean }
  /** Up to `maxBytes` while it keeps its floor rate, holding one of `slots`. */
  | { type: 'multipart'; maxBytes: number; slots: Slots };

export type RouteOptions = {
  /** Refuses requests a browser says come from another site's page (403). */
  sameOrigin: boolean;
  /** The route's own per-client budget (its own bucket: another form's sends do not use it). */
  limiter?: RateLimiter;
  body: RouteBody;
};

export type ApiInput = {
  /** The request, its body guarded (rate floor, deadline, stop) when the route reads one. */
  request: Request;
  /** Who the rate limits count against (lib/security/client-address.ts). */
  client: string;
  /** Aborted when the server stops and its grace is over: give up and release what is held. */
  signal: AbortSignal;
  /** The JSON body, read within its limits (413) and deadline (408); malformed JSON is 400. */
  json(): Promise<unknown>;
};

const BUSY_RETRY_SECONDS = '10';

/** A route handler run through the pipeline; Next's own context (route params) is passed on. */
export function apiRoute<Context extends unknown[] = []>(
  options: RouteOptions,
  handler: (input: ApiInput, ...context: Context) => Promise<Response>,
) {
  const run = async (request: Request, context: Context): Promise<Response> => {
    const held: (() => void)[] = [];
    try {
      const client = clientAddress(request.headers, serverEnv.TRUST_PROXY);
      await admit(options, request, client);
      if (options.body.type === 'multipart') {
        const slot = options.body.slots.tryAcquire(client);
        if (!slot) throw new AppError('busy', { headers: { 'Retry-After': BUSY_RETRY_SECONDS } });
        held.push(slot);
      }
      return await handler(guarded(options.body, request, client, held), ...context);
    } catch (error) {
      const response = toResponse(error);
      logRefusal(request, response.status, error);
      return response;
    } finally {
      held.forEach((release) => release());
    }
  };
  return async function route(request: Request, ...context: Context): Promise<Response> {
    // platform/server.mjs has given the request its id; `next dev` and the tests have not.
    const requestId = currentRequestId() ?? requestIdFrom(request.headers, serverEnv.TRUST_PROXY);
    const response = await withRequestId(requestId, () => run(request, context));
    return withHeader(response, REQUEST_ID_HEADER, requestId);
  };
}

/** The answer with one more header; an answer whose headers are fixed is copied first. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * The checks before the body: cross-site, what the headers say of the body, the rate limit.
 * Junk and cross-site requests count against no one.
 */
async function admit(options: RouteOptions, request: Request, client: string): Promise<void> {
  if (options.sameOrigin && isCrossSite(request.headers, site.url)) throw new AppError('forbidden');
  const { body } = options;
  if (body.type === 'multipart') checkBodyHeaders(request, 'multipart', body.maxBytes);
  else if (body.type === 'json' && (hasBody(request) || !body.optional))
    checkBodyHeaders(request, 'json', MAX_JSON_BYTES);
  if (!options.limiter) return;
  const result = await options.limiter.hit(client);
  if (!result.ok)
    throw new AppError('rate_limited', {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
}

/** The handler's input: the request with its body guarded, which `held` stops watching. */
function guarded(
  body: RouteBody,
  request: Request,
  client: string,
  held: (() => void)[],
): ApiInput {
  const signal = stopState().deadline;
  let guardedRequest = request;
  if (body.type !== 'none' && request.body) {
    const guard = guardBody(request.body, { stop: signal, ...limitsOf(body) });
    held.push(guard.release);
    guardedRequest = withBody(request, guard.body);
  }
  const json = () => (hasBody(request) ? readJsonBody(guardedRequest) : Promise.resolve(undefined));
  return { request: guardedRequest, client, signal, json };
}

const hasBody = (request: Request) =>
  request.body !== null && request.headers.get('content-length') !== '0';

/** What a body must keep to: a JSON body its deadline, an upload its rate. */
function limitsOf(body: RouteBody) {
  if (body.type !== 'multipart') return { deadlineMs: JSON_BODY_DEADLINE_MS };
  return { floor: { bytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND, windowMs: UPLOAD_WINDOW_MS } };
}

function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  // A stream body needs `duplex`, which the DOM's RequestInit does not list yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body,
    duplex: 'half',
    signal: request.signal,
  };
  return new Request(request.url, init);
}
