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

/** The application's fields sent as text (lib/forms/application-payload.ts); the others are photos. */
export const APPLICATION_TEXT_FIELDS = [
  'realname',
  'gender',
  'email',
  'phone',
  'instagr',
  'height',
  'bust',
  'waist',
  'jeans',
  'shoes',
  'eyes',
] as const;
