// What the form handlers answer. Every error body is `{ error, fields? }`, `error` a stable code.
export type FieldErrors = Record<string, string[]>;

export type ErrorCode =
  | 'invalid'
  | 'invalid_body'
  | 'forbidden'
  | 'too_large'
  | 'too_many_files'
  | 'rate_limited'
  | 'busy'
  | 'in_progress'
  | 'backend_unavailable';

/** An answer other than success, thrown by the steps of a form handler and turned into JSON once. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export function errorResponse(error: HttpError): Response {
  const body = error.fields ? { error: error.code, fields: error.fields } : { error: error.code };
  return Response.json(body, { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } });
}

/** 201; a send answered from the idempotency record says so, as the panel does (backend/API.md). */
export function sentResponse(replayed = false): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  return Response.json({ ok: true }, { status: 201, headers });
}
