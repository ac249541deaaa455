import 'server-only';
import { clientAddress } from '@/lib/security/client-address';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { formsConfig } from './config';
import { errorResponse, HttpError, sentResponse } from './http';

const limiter = createRateLimiter({ limit: formsConfig.FORMS_RATE_LIMIT, windowMs: 60_000 });

function rateLimit(request: Request): void {
  const result = limiter.hit(clientAddress(request.headers, formsConfig.TRUST_PROXY));
  if (!result.ok) {
    throw new HttpError(429, 'rate_limited', undefined, { 'Retry-After': String(result.retryAfterSeconds) });
  }
}

/**
 * A form's POST handler: rate limit, then `handle` (read, validate, forward), then 201. Every
 * refusal along the way is an HttpError answered as JSON; nothing is reported as sent unless the
 * panel took it.
 */
export function formRoute(handle: (request: Request) => Promise<void>) {
  return async function POST(request: Request): Promise<Response> {
    try {
      rateLimit(request);
      await handle(request);
      return sentResponse();
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      throw error;
    }
  };
}

/** Hands an entry to the panel; any failure there is a 502 the browser shows as not sent. */
export async function forward(kind: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (cause) {
    console.error(`[forms] ${kind} not delivered to the panel:`, cause instanceof Error ? cause.message : cause);
    throw new HttpError(502, 'backend_unavailable');
  }
}
