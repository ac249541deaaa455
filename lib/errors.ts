// The one error type of the site, for pages and for the API's answers alike. Code that meets a
// failure or refuses a request throws an AppError: its code names what went wrong, its status is
// the code's (or the one given), and `toResponse()` is the JSON answer an API route sends,
// `{ error: code, ...}`, never cached. On a page, its digest survives Next's production redaction,
// so the error page can still show the spec's status and code.

/** Form fields that were refused, each with its error keys (the form shows them by the field). */
export type FieldErrors = Record<string, string[]>;

export type ErrorCode =
  // A back-end failed (lib/api-client/client.ts), or what a page needs from it.
  | 'backend_unreachable'
  | 'backend_unauthorized'
  | 'backend_bad_response'
  | 'backend_error'
  | 'not_found'
  | 'options_unavailable'
  // The site's API refuses a request, or could not deliver it.
  | 'invalid'
  | 'invalid_body'
  | 'invalid_query'
  | 'invalid_id'
  | 'unknown_paths'
  | 'unauthorized'
  | 'forbidden'
  | 'too_large'
  | 'too_many_files'
  | 'rate_limited'
  | 'busy'
  | 'in_progress'
  | 'no_composite'
  | 'backend_unavailable'
  // The site itself cannot take the request now, or the request took too long to arrive.
  | 'storage_unavailable'
  | 'request_timeout'
  | 'shutting_down'
  | 'internal_error';

const statusByCode: Record<ErrorCode, number> = {
  backend_unreachable: 503,
  backend_unauthorized: 503,
  backend_bad_response: 503,
  backend_error: 503,
  not_found: 404,
  options_unavailable: 503,
  invalid: 400,
  invalid_body: 400,
  invalid_query: 400,
  invalid_id: 400,
  unknown_paths: 400,
  unauthorized: 401,
  forbidden: 403,
  too_large: 413,
  too_many_files: 400,
  rate_limited: 429,
  busy: 503,
  in_progress: 409,
  no_composite: 404,
  backend_unavailable: 502,
  storage_unavailable: 503,
  request_timeout: 408,
  shutting_down: 503,
  internal_error: 500,
};

export type AppErrorOptions = {
  cause?: unknown;
  /** Instead of the code's own status. */
  status?: number;
  /** The refused form fields, answered as `fields`. */
  fields?: FieldErrors;
  /** More of the answer's body, after `error` (zod's `issues`, unknown `paths` …). */
  details?: Record<string, unknown>;
  /** Headers of the answer, such as Retry-After. */
  headers?: Record<string, string>;
};

const DIGEST_PREFIX = 'APP_ERROR';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly digest: string;
  readonly fields?: FieldErrors;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options?: AppErrorOptions);
  constructor(code: ErrorCode, message?: string, options?: AppErrorOptions);
  constructor(
    code: ErrorCode,
    messageOrOptions?: string | AppErrorOptions,
    maybeOptions?: AppErrorOptions,
  ) {
    const [message, options] =
      typeof messageOrOptions === 'object'
        ? [undefined, messageOrOptions]
        : [messageOrOptions, maybeOptions];
    super(message ?? code, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options?.status ?? statusByCode[code];
    this.digest = `${DIGEST_PREFIX}:${this.status}:${code}`;
    if (options?.fields) this.fields = options.fields;
    if (options?.details) this.details = options.details;
    if (options?.headers) this.headers = options.headers;
  }

  /**
   * The JSON answer of an API route: `{ error: code, fields?, ...details }` with the status, not
   * cached.
   */
  toResponse(): Response {
    const body = {
      error: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.details,
    };
    return Response.json(body, {
      status: this.status,
      headers: { 'Cache-Control': 'no-store', ...this.headers },
    });
  }
}

/** Status and message to show for any error, following docs/product.md, "Error catalogue". */
export function describeError(error: { message?: string; digest?: string; status?: number }): {
  status: number;
  message: string;
} {
  const parsed = parseDigest(error.digest);
  if (parsed) return parsed;
  return { status: error.status ?? 500, message: error.message || 'Internal Server Error' };
}

function parseDigest(digest: string | undefined): { status: number; message: string } | null {
  const [prefix, status, code] = digest?.split(':') ?? [];
  if (prefix !== DIGEST_PREFIX || !status || !code || !Number.isInteger(Number(status)))
    return null;
  return { status: Number(status), message: code };
}
