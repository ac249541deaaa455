import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { AppError } from '@/lib/errors';

import { filledHoneypot, validated } from './validated';

const schema = z.object({
  name: z.string({ error: 'required' }).min(1, { error: 'required' }),
  photo: z.number().max(1, { error: 'photoSize' }).optional(),
});

async function outcome(promise: Promise<void>) {
  return promise.then(
    () => 'done',
    (error: unknown) =>
      error instanceof AppError ? [error.status, error.code, error.fields] : error,
  );
}

describe('validated', () => {
  it('runs the function with the parsed data', async () => {
    const fn = vi.fn(async () => undefined);
    expect(await outcome(validated(schema, fn)({ name: 'Ana', extra: 1 }))).toBe('done');
    expect(fn).toHaveBeenCalledWith({ name: 'Ana' });
  });

  it('answers 400 with field errors, 413 when a photo is too large', async () => {
    const fn = vi.fn(async () => undefined);
    expect(await outcome(validated(schema, fn)({}))).toEqual([
      400,
      'invalid',
      { name: ['required'] },
    ]);
    expect(await outcome(validated(schema, fn)({ name: 'A', photo: 2 }))).toEqual([
      413,
      'too_large',
      { photo: ['photoSize'] },
    ]);
    expect(fn).not.toHaveBeenCalled();
  });

  it('drops input with a filled honeypot without running the function or saying so', async () => {
    const fn = vi.fn(async () => undefined);
    expect(
      await outcome(validated(schema, fn)({ name: 'Bot', website: 'http://spam.example' })),
    ).toBe('done');
    expect(fn).not.toHaveBeenCalled();
    expect(filledHoneypot({ website: '  ' })).toBe(false);
    expect(filledHoneypot(null)).toBe(false);
  });
});
