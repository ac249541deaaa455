import { z } from 'zod/mini';

import { GENDERS, isPhotoType, MAX_PHOTO_BYTES } from './application-fields';
import { emailField, honeypotField, nameField, phoneField, requiredText } from './fields';
import { isMeasureValue, type MeasureField } from './options';

/** A country or city as the panel takes it: the option's id and the text the applicant saw. */
export const placeSchema = z.object(
  {
    value: z.int().check(z.positive()),
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  },
  { error: 'required' },
);
export type Place = z.infer<typeof placeSchema>;

function measure(field: MeasureField) {
  return z.string({ error: 'required' }).check(
    z.minLength(1, { error: 'required', abort: true }),
    z.refine((value) => isMeasureValue(field, value), { error: 'option' }),
  );
}

/**
 * A chosen photo the browser could not prepare (lib/photos/prepare.ts): it stays the field's value,
 * so the form says why and does not send until another photo replaces it.
 */
export type RefusedPhoto = { refused: 'photoSize' | 'photoUnreadable'; name: string };

function isRefusedPhoto(value: unknown): value is RefusedPhoto {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

// What is sent: the prepared photo from the browser, any file from another client. The declared
// type and size are checked here; the server also checks the content.
const photo = z
  .custom<File, File | RefusedPhoto>((value) => value instanceof File, {
    error: ({ input }) => (isRefusedPhoto(input) ? input.refused : 'photoRequired'),
  })
  .check(
    z.refine((file) => file.size > 0, { error: 'photoRequired', abort: true }),
    z.refine((file) => isPhotoType(file.type), { error: 'photoType' }),
    z.refine((file) => file.size <= MAX_PHOTO_BYTES, { error: 'photoSize' }),
  );

/**
 * The scouting application (docs/product.md, "Scouting application"), shared by the form and POST
 * /api/applications.
 */
export const applicationSchema = z.object({
  realname: nameField,
  gender: z.enum(GENDERS, { error: 'required' }),
  email: emailField,
  phone: phoneField,
  country: placeSchema,
  basedin: placeSchema,
  instagr: requiredText(100),
  height: measure('height'),
  bust: measure('bust'),
  waist: measure('waist'),
  jeans: measure('jeans'),
  shoes: measure('shoes'),
  eyes: requiredText(60),
  privacy: z
    .boolean({ error: 'privacy' })
    .check(z.refine((accepted) => accepted, { error: 'privacy' })),
  website: honeypotField,
  image_1: photo,
  image_2: photo,
  image_3: photo,
  image_4: z.optional(photo),
  image_5: z.optional(photo),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
