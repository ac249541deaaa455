// What the forms' fields can be refused for, without zod: the forms' first scripts import these
// (error texts, the honeypot's name) and load the schemas only when they first check
// (docs/performance.md, "What a form loads").

/** Why a field was refused: keys of Forms.errors, translated in the UI. */
export const FIELD_ERRORS = [
  'required',
  'tooLong',
  'name',
  'email',
  'phone',
  'option',
  'noTalents',
  'unknownTalent',
  'invalid',
  'privacy',
  'birthdate',
  'birthdateRange',
  'guardianDeclaration',
  'photoRequired',
  'photoType',
  'photoSize',
  'photoUnreadable',
  'photoPixels',
] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

export function isFieldError(value: unknown): value is FieldError {
  return (FIELD_ERRORS as readonly unknown[]).includes(value);
}

/** The honeypot's field name (lib/schemas/fields.ts, honeypotField): people leave it empty. */
export const HONEYPOT_NAME = 'website';
