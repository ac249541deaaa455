import { describe, expect, it } from 'vitest';
import { AppError, describeError } from './errors';

describe('describeError', () => {
  it('reads status and code from an AppError digest, which survives production redaction', () => {
    const error = new AppError('backend_unreachable', 'integration API unreachable');
    const redacted = { message: 'An error occurred in the Server Components render.', digest: error.digest };
    expect(describeError(redacted)).toEqual({ status: 503, message: 'backend_unreachable' });
  });

  it('takes the status from the error, else 500, and the message text', () => {
    expect(describeError({ message: 'Boom', status: 418 })).toEqual({ status: 418, message: 'Boom' });
    expect(describeError({ message: 'Boom', digest: '12345' })).toEqual({ status: 500, message: 'Boom' });
  });

  it('maps codes to the spec statuses', () => {
    expect(new AppError('not_found').status).toBe(404);
    expect(new AppError('options_unavailable').status).toBe(503);
    expect(new AppError('backend_error', 'x', { status: 502 }).status).toBe(502);
  });
});
