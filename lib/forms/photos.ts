import { fileTypeFromBuffer } from 'file-type';
import { isPhotoType, PHOTO_FIELDS, type PhotoField } from '../schemas/application';
import { HttpError, type FieldErrors } from './http';

const PHOTO_FIELD_SET: ReadonlySet<string> = new Set(PHOTO_FIELDS);

/** Files only in image_1..image_5, one each; any other file, or a second one, is refused. */
export function checkFileFields(form: FormData): void {
  const seen = new Set<string>();
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') continue;
    if (!PHOTO_FIELD_SET.has(field) || seen.has(field)) throw new HttpError(400, 'too_many_files');
    seen.add(field);
  }
}

/**
 * Checks each photo by its content (magic bytes), not its name or declared type, and gives it
 * back typed by what it really is, ready to forward.
 */
export async function checkPhotoContents(photos: Partial<Record<PhotoField, File>>): Promise<Map<string, File>> {
  const checked = new Map<string, File>();
  const fields: FieldErrors = {};
  for (const field of PHOTO_FIELDS) {
    const file = photos[field];
    if (!file) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !isPhotoType(detected.mime)) fields[field] = ['photoType'];
    else checked.set(field, new File([bytes], safeName(file.name, detected.ext), { type: detected.mime }));
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'invalid', fields);
  return checked;
}

/** The name without any path, bounded, and never empty. */
function safeName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop()?.trim().slice(-120) ?? '';
  return base || `photo.${extension}`;
}
