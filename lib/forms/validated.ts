import { z } from 'zod/mini';

import { AppError, type FieldErrors } from '@/lib/errors';

import { HONEYPOT_NAME } from '../schemas/field-errors';

export type Validated<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

/** A schema's verdict as a typed result; field errors are the schema's message keys. */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): Validated<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return { ok: false, fields };
}

/** True when the honeypot field carries anything: only bots fill it. */
export function filledHoneypot(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value: unknown = Reflect.get(input, HONEYPOT_NAME);
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Runs `fn` on input the schema accepts. Refused input answers 400 with the field errors (413 when
 * a photo is too large); a filled honeypot skips `fn`, and the caller answers as if it was sent.
 */
export function validated<S extends z.core.$ZodType>(
  schema: S,
  fn: (data: z.output<S>) => Promise<void>,
) {
  return async (input: unknown): Promise<void> => {
    if (filledHoneypot(input)) return;
    const result = validate(schema, input);
    if (!result.ok) {
      const tooLarge = Object.values(result.fields).some((keys) => keys.includes('photoSize'));
      throw new AppError(tooLarge ? 'too_large' : 'invalid', { fields: result.fields });
    }
    await fn(result.data);
  };
}
