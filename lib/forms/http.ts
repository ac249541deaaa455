// What the form handlers answer. Every error body is `{ error, fields? }`, `error` a stable code.
export type FieldErrors = Record<string, string[]>;

export type ErrorCode =
  | 'invalid'
  | 'invalid_body'
  | 'too_large'
  | 'too_many_files'
  | 'rate_limited'
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

export function sentResponse(): Response {
  return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}
