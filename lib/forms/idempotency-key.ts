// The idempotency key of a form send (backend/API.md): made in the browser once per submission,
// sent again unchanged with every retry of it, so the site and the panel can store it once.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** 128 random bits as hex; getRandomValues also works on plain-http pages, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
