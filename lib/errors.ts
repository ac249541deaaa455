// One error type for everything that fails on the way to a back-end. Its digest survives
// Next's production redaction, so the error page can still show the spec's status and code.
export type AppErrorCode =
  | 'backend_unreachable'
  | 'backend_unauthorized'
  | 'backend_bad_response'
  | 'backend_error'
  | 'not_found'
  | 'options_unavailable';

const statusByCode: Record<AppErrorCode, number> = {
  backend_unreachable: 503,
  backend_unauthorized: 503,
  backend_bad_response: 503,
  backend_error: 503,
  not_found: 404,
  options_unavailable: 503,
};

const DIGEST_PREFIX = 'APP_ERROR';

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly digest: string;

  constructor(code: AppErrorCode, message?: string, options?: { cause?: unknown; status?: number }) {
    super(message ?? code, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options?.status ?? statusByCode[code];
    this.digest = `${DIGEST_PREFIX}:${this.status}:${code}`;
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
  if (prefix !== DIGEST_PREFIX || !status || !code || !Number.isInteger(Number(status))) return null;
  return { status: Number(status), message: code };
}
