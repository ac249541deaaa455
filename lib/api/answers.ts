import { AppError, type ErrorCode } from '@/lib/errors';
import { log } from '@/lib/log/log.mjs';

// How the API routes answer a failure (lib/api/pipeline.ts): one way for every route.

// A back-end that failed, however it failed, is one answer to the browser: 502 backend_unavailable
// (the forms show it as "could not be sent", the lists as a load to try again); the log keeps
// which failure it was.
const BACKEND_FAILURES = new Set<ErrorCode>([
  'backend_unreachable',
  'backend_unauthorized',
  'backend_bad_response',
  'backend_error',
  'options_unavailable',
]);

/** The answer of a failed request: an AppError's own, else a 500 that says nothing more. */
export function toResponse(error: unknown): Response {
  if (error instanceof AppError && BACKEND_FAILURES.has(error.code))
    return new AppError('backend_unavailable', { cause: error }).toResponse();
  if (error instanceof AppError) return error.toResponse();
  return new AppError('internal_error', { cause: error }).toResponse();
}

/**
 * One line for each answer the people running the site should see: a failure on our side or a
 * back-end's (5xx), and a body that came too slowly (408), with what caused it (`err`, its causes
 * and, for a bug, its stack). Refusals of what a client sent (400, 403, 413, 429) are the route
 * working and are not logged.
 */
export function logRefusal(request: Request, status: number, error: unknown): void {
  if (status < 500 && status !== 408) return;
  const { pathname } = new URL(request.url);
  const fields = { method: request.method, path: pathname, status, err: error };
  log('api').error(fields, `${request.method} ${pathname} ${status} ${describe(error)}`);
}

/** An error and its causes in one line: `backend_unavailable (contact not delivered…): …`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own =
    error instanceof AppError
      ? `${error.code}${error.message === error.code ? '' : ` (${error.message})`}`
      : error.message;
  return error.cause ? `${own}: ${describe(error.cause)}` : own;
}
