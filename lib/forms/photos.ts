import { fileTypeFromBuffer } from 'file-type';

import { AppError, type FieldErrors } from '@/lib/errors';

import { isPhotoType, PHOTO_FIELDS, type PhotoField } from '../schemas/application-fields';
import { withinDecodeBounds } from './photo-bounds';
import { readPhotoHeader } from './photo-header';

// The magic bytes of png, gif and jpeg sit in the first few bytes; file-type reads at most this
// many.
const SNIFF_BYTES = 4100;

/**
 * Checks each photo by its content (magic bytes), not its name or declared type, then by its
 * header: a photo whose header cannot be read is refused as unreadable (`photoUnreadable`), one
 * whose decoding would cost more memory than its format's bounds as too large in pixels
 * (`photoPixels`, lib/forms/photo-bounds.ts), before anything decodes it. Each is given back typed
 * and named by what it really is ('image_1.png'): the applicant's file name never reaches the
 * panel, so it cannot choose what the stored file is called or opened as.
 */
export async function checkPhotoContents(
  photos: Partial<Record<PhotoField, File>>,
): Promise<Map<PhotoField, File>> {
  const checked = new Map<PhotoField, File>();
  const fields: FieldErrors = {};
  for (const field of PHOTO_FIELDS) {
    const file = photos[field];
    if (!file) continue;
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const detected = await fileTypeFromBuffer(head);
    if (!detected || !isPhotoType(detected.mime)) {
      fields[field] = ['photoType'];
      continue;
    }
    const header = await readPhotoHeader(
      async (offset, length) =>
        new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()),
      file.size,
    );
    if (!header || `image/${header.format}` !== detected.mime) fields[field] = ['photoUnreadable'];
    else if (!withinDecodeBounds(header)) fields[field] = ['photoPixels'];
    // A new File over the same bytes: for an upload on disk, nothing is read into memory here.
    else checked.set(field, new File([file], `${field}.${detected.ext}`, { type: detected.mime }));
  }
  if (Object.keys(fields).length > 0) throw new AppError('invalid', { fields });
  return checked;
}
