// What an applicant's photo becomes before the agency receives it (docs/photos.md): upright, at
// most this long on its longer side, a JPEG of this quality, with no metadata. The browser
// prepares it so (lib/photos/prepare.ts); the site makes sure of it (lib/forms/clean-photos.ts).
export const PHOTO_LONG_EDGE_PX = 2560;
export const PHOTO_JPEG_QUALITY = 90;

/** The largest original the picker takes: a phone's photo, before it is prepared. */
export const MAX_ORIGINAL_PHOTO_BYTES = 40 * 1024 * 1024;
