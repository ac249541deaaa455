import type { FieldErrors } from '../errors';

// What a form send came to, read from the handler's answer (lib/forms/http.ts).
export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: FieldErrors }
  | { ok: false; reason: 'rateLimited' | 'busy' | 'failed' | 'cancelled' };

export async function readOutcome(response: Response): Promise<SendOutcome> {
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, reason: 'rateLimited' };
  // Too many applications at once (503), or this very send still running (409): try again soon.
  if (response.status === 503 || response.status === 409) return { ok: false, reason: 'busy' };
  const body: unknown = await response.json().catch(() => null);
  const fields =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'fields') : undefined;
  if (response.status < 500 && isFieldErrors(fields))
    return { ok: false, reason: 'invalid', fields };
  return { ok: false, reason: 'failed' };
}

/**
 * Sends and reads the answer; a network failure is a failed send like any other, and one the
 * visitor cancelled (an AbortError) is cancelled.
 */
export async function sendForm(request: () => Promise<Response>): Promise<SendOutcome> {
  try {
    return await readOutcome(await request());
  } catch (error) {
    const cancelled = error instanceof DOMException && error.name === 'AbortError';
    return { ok: false, reason: cancelled ? 'cancelled' : 'failed' };
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (keys) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'),
  );
}
