import { describe, expect, it } from 'vitest';

import { readOutcome, sendForm } from './outcome';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

describe('send outcomes', () => {
  it('reads success, rate limiting and field errors', async () => {
    expect(await readOutcome(answer(201, { ok: true }))).toEqual({ ok: true });
    expect(await readOutcome(answer(429, { error: 'rate_limited' }))).toEqual({
      ok: false,
      reason: 'rateLimited',
    });
    expect(await readOutcome(answer(503, { error: 'busy' }))).toEqual({
      ok: false,
      reason: 'busy',
    });
    expect(await readOutcome(answer(409, { error: 'in_progress' }))).toEqual({
      ok: false,
      reason: 'busy',
    });
    expect(
      await readOutcome(answer(400, { error: 'invalid', fields: { email: ['email'] } })),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { email: ['email'] },
    });
  });

  it('treats a back-end failure, a malformed answer or no network as a failed send', async () => {
    expect(await readOutcome(answer(502, { error: 'backend_unavailable' }))).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(await readOutcome(answer(400, { error: 'invalid_body' }))).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(await readOutcome(new Response('<html>', { status: 500 }))).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(await sendForm(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      reason: 'failed',
    });
  });

  it('tells a send the visitor cancelled from a failed one', async () => {
    expect(await sendForm(() => Promise.reject(new DOMException('Aborted', 'AbortError')))).toEqual(
      { ok: false, reason: 'cancelled' },
    );
  });
});
