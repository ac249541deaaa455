import { describe, expect, it } from 'vitest';

import { AppError, describeError } from './errors';

describe('describeError', () => {
  it('reads status and code from an AppError digest, which survives production redaction', () => {
    const error = new AppError('backend_unreachable', 'integration API unreachable');
    const redacted = {
      message: 'An error occurred in the Server Components render.',
      digest: error.digest,
    };
    expect(describeError(redacted)).toEqual({ status: 503, message: 'backend_unreachable' });
  });

  it('takes the status from the error, else 500, and the message text', () => {
    expect(describeError({ message: 'Boom', status: 418 })).toEqual({
      status: 418,
      message: 'Boom',
    });
    expect(describeError({ message: 'Boom', digest: '12345' })).toEqual({
      status: 500,
      message: 'Boom',
    });
  });

  it('maps codes to the spec statuses', () => {
    expect(new AppError('not_found').status).toBe(404);
    expect(new AppError('options_unavailable').status).toBe(503);
    expect(new AppError('backend_error', 'x', { status: 502 }).status).toBe(502);
  });
});

describe('AppError.toResponse', () => {
  it("answers `{ error: code }` with the code's status, never cached", async () => {
    const response = new AppError('forbidden').toResponse();
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'forbidden' });
  });

  it('adds the refused fields, further details and headers such as Retry-After', async () => {
    const invalid = new AppError('invalid', { fields: { email: ['email'] } }).toResponse();
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      { error: 'invalid', fields: { email: ['email'] } },
    ]);
    const unknown = new AppError('unknown_paths', { details: { paths: ['/nope'] } }).toResponse();
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { error: 'unknown_paths', paths: ['/nope'] },
    ]);
    const limited = new AppError('rate_limited', { headers: { 'Retry-After': '42' } }).toResponse();
    expect([
      limited.status,
      limited.headers.get('retry-after'),
      limited.headers.get('cache-control'),
    ]).toEqual([429, '42', 'no-store']);
  });

  it('takes a message and a status of its own, the digest following the status', async () => {
    const error = new AppError('backend_unreachable', 'panel API unreachable', { status: 502 });
    expect([error.message, error.digest]).toEqual([
      'panel API unreachable',
      'APP_ERROR:502:backend_unreachable',
    ]);
    expect(error.toResponse().status).toBe(502);
    expect(new AppError('busy', { headers: { 'Retry-After': '10' } }).message).toBe('busy');
  });
});
