import { z } from 'zod/mini';

import { locales } from '../i18n/pathnames.mjs';
import {
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  isPhotoType,
  MAX_PHOTO_BYTES,
} from './application-fields';
import { todayAnywhere, todayHere, type Today } from './birthdate';
import {
  blankableEmail,
  blankableName,
  blankablePhone,
  blankableText,
  honeypotField,
  nameField,
  requiredText,
} from './fields';
import { isMeasureValue, type MeasureField } from './options';
import { birthdateField, whoApplies } from './who-applies';

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

const accepted = (error: string) =>
  z.boolean({ error }).check(z.refine((value) => value, { error }));

function applicationFields(today: () => Today) {
  return z.object({
    realname: nameField,
    gender: z.enum(GENDERS, { error: 'required' }),
    birthdate: birthdateField(today),
    // Required from 18, optional below: whoApplies() has made a blank required one undefined.
    email: blankableEmail,
    phone: blankablePhone,
    instagr: blankableText(100),
    country: placeSchema,
    basedin: placeSchema,
    height: measure('height'),
    bust: measure('bust'),
    waist: measure('waist'),
    jeans: measure('jeans'),
    shoes: measure('shoes'),
    eyes: requiredText(60),
    // Required under 18, blank from 18.
    guardian_name: blankableName,
    guardian_relationship: z.enum(['', ...GUARDIAN_RELATIONSHIPS], { error: 'required' }),
    guardian_email: blankableEmail,
    guardian_phone: blankablePhone,
    guardian_declaration: z.boolean({ error: 'guardianDeclaration' }),
    privacy: accepted('privacy'),
    // The optional consent to keep the application for future castings.
    castings: z._default(z.boolean(), false),
    // The form's language, recorded with the consents.
    language: z.enum(locales, { error: 'required' }),
    website: honeypotField,
    image_1: photo,
    image_2: photo,
    image_3: photo,
    image_4: z.optional(photo),
    image_5: z.optional(photo),
  });
}

/**
 * The scouting application (docs/product.md, "Scouting application"), checked alike in the form
 * and by POST /api/applications. Who applies is settled first from the birth date on `today`
 * (./who-applies.ts): under 18, the guardian's fields are required and the applicant's own
 * contact optional; from 18, the other way round, and the guardian's fields are left blank.
 */
export function applicationSchemaOn(today: () => Today) {
  return z.pipe(
    z.transform((input: z.input<ReturnType<typeof applicationFields>>) =>
      whoApplies(input, today()),
    ),
    applicationFields(today),
  );
}

/** The server's: any date in use on Earth may be the applicant's today (./birthdate.ts). */
export const applicationSchema = applicationSchemaOn(() => todayAnywhere());
/** The form's: the applicant's own today. */
export const applicationFormSchema = applicationSchemaOn(() => todayHere());

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
