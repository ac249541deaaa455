// The scouting application's fields without zod: the form's first scripts import these and load
// the schema (./application.ts) only when it first checks (docs/performance.md, "What a form loads").

export const GENDERS = ['woman', 'man'] as const;
export type ApplicantGender = (typeof GENDERS)[number];

// Photos (docs/product.md, "Scouting application"): 1 to 3 required, 4 and 5 optional; png, gif and
// jpeg only.
export const PHOTO_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export const REQUIRED_PHOTOS = ['image_1', 'image_2', 'image_3'] as const;
export const OPTIONAL_PHOTOS = ['image_4', 'image_5'] as const;
export const PHOTO_FIELDS = [...REQUIRED_PHOTOS, ...OPTIONAL_PHOTOS] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_APPLICATION_BYTES = 40 * 1024 * 1024;

export function isPhotoType(type: string): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(type);
}

// An applicant under 18 applies with a parent or legal guardian (docs/product.md, "Applicants under
// 18"): the guardian's fields are required then, and the applicant's own contact optional.
export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
export const GUARDIAN_TEXT_FIELDS = [
  'guardian_name',
  'guardian_relationship',
  'guardian_email',
  'guardian_phone',
] as const;
/** The applicant's own contact: required from 18, optional below (a young child has none). */
export const OWN_CONTACT_FIELDS = ['email', 'phone', 'instagr'] as const;

/** Who the applicant is and their measures: required of everyone. */
export const APPLICANT_FIELDS = [
  'realname',
  'gender',
  'birthdate',
  'height',
  'bust',
  'waist',
  'jeans',
  'shoes',
  'eyes',
] as const;

/** The application's fields sent as text (lib/forms/application-payload.ts); the others are photos. */
export const APPLICATION_TEXT_FIELDS = [
  ...APPLICANT_FIELDS,
  ...OWN_CONTACT_FIELDS,
  ...GUARDIAN_TEXT_FIELDS,
  'language',
] as const;

/** The boxes the applicant ticks, sent as 'true' or 'false'. */
export const APPLICATION_FLAGS = ['privacy', 'castings', 'guardian_declaration'] as const;
