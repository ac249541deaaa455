// zod/mini: these schemas ship to the browser with the forms, and mini tree-shakes to what they use.
import { z } from 'zod/mini';
import { PHONE_PATTERN } from '../forms/phone';

// Field rules shared by every form. Messages are keys of Forms.errors, translated in the UI.
export const FIELD_ERRORS = ['required', 'tooLong', 'email', 'phone', 'option', 'noTalents', 'invalid', 'privacy', 'photoRequired', 'photoType', 'photoSize'] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

export function isFieldError(value: unknown): value is FieldError {
  return (FIELD_ERRORS as readonly unknown[]).includes(value);
}

export function requiredText(max: number) {
  return z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(max, { error: 'tooLong' }),
  );
}

export const nameField = requiredText(120);

export const emailField = z.pipe(requiredText(254), z.email({ error: 'email' }));

export const phoneField = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.regex(PHONE_PATTERN, { error: 'phone' }),
);

export const messageField = requiredText(5000);

/**
 * The honeypot: a field people never see or fill. A value means a bot; the handlers then answer as
 * if the entry was sent and drop it, so the bot learns nothing to adapt to.
 */
export const honeypotField = z.optional(z.string().check(z.maxLength(1000)));

export const HONEYPOT_NAME = 'website';
