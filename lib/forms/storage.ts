import { AppError } from '@/lib/errors';
import { log } from '@/lib/log/log.mjs';

// How long a client is asked to wait after the server could not write what it sent.
const STORAGE_RETRY_SECONDS = '30';

/**
 * A write to the upload folder failed (a full disk, a read-only one): logged, and answered 503
 * with Retry-After, which the form shows as a send to try again soon. Never the applicant's fault,
 * so never a field error.
 */
export function storageFailure(what: string, cause: unknown): AppError {
  log('forms').error({ err: cause }, `could not store ${what}`);
  return new AppError('storage_unavailable', {
    cause,
    headers: { 'Retry-After': STORAGE_RETRY_SECONDS },
  });
}
