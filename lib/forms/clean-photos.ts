import 'server-only';

import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

import { AppError, type FieldErrors } from '@/lib/errors';
import { PHOTO_JPEG_QUALITY, PHOTO_LONG_EDGE_PX } from '@/lib/photos/constants';

import type { PhotoField } from '../schemas/application-fields';
import { MAX_PIXELS } from './photo-bounds';
import { storageFailure } from './storage';

// No cache of decoded images between photos, as for the site's picture optimizer
// (`imgOptOperationCache: false` in next.config.mjs, which sets the same for the one libvips).
sharp.cache(false);

let queue: Promise<unknown> = Promise.resolve();

/**
 * One photo at a time in the whole process: decoding a photo the browser did not prepare can take
 * tens of MB, and up to MAX_CONCURRENT_APPLICATIONS applications may be cleaning photos at once.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * What the agency may receive of a photo: turned upright by its EXIF
 * orientation, at most PHOTO_LONG_EDGE_PX on its longer side, in sRGB, transparency on white, as a
 * JPEG carrying no metadata at all (no EXIF, GPS, XMP, IPTC, maker notes, colour profile, gain map
 * or thumbnail). Whatever the client sent, the panel never gets the photo's own bytes.
 */
export async function cleanPhoto(source: string): Promise<Buffer> {
  // Checked by its header already (lib/forms/photos.ts); libvips' own reading of that header is
  // held to the same pixel bound, so the two can never disagree into a decoded bomb.
  const { format } = await sharp(source).metadata();
  return sharp(source, { limitInputPixels: pixelLimit(format), autoOrient: true })
    .resize({
      width: PHOTO_LONG_EDGE_PX,
      height: PHOTO_LONG_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PHOTO_JPEG_QUALITY })
    .toBuffer();
}

/**
 * Cleans each photo (checked by content and header already, lib/forms/photos.ts), read from its
 * uploaded file, into `dir`, one at a time, and gives them back as `image_1.jpg` and so on. A photo
 * that cannot be decoded is refused (400, `photoUnreadable`). Read from its file rather than from
 * memory, libvips decodes a photo in strips, holding less of it at once (docs/photos.md). A cleaned
 * photo that cannot be written is a storage failure (503), not the applicant's photo's fault.
 */
export async function cleanPhotos(
  sources: ReadonlyMap<PhotoField, string>,
  dir: string,
): Promise<Map<PhotoField, File>> {
  const cleaned = new Map<PhotoField, File>();
  const fields: FieldErrors = {};
  for (const [field, source] of sources) {
    const name = `${field}.jpg`;
    const target = join(dir, `clean-${name}`);
    let bytes: Buffer;
    try {
      bytes = await oneAtATime(() => cleanPhoto(source));
    } catch (error) {
      fields[field] = [tooManyPixels(error) ? 'photoPixels' : 'photoUnreadable'];
      continue;
    }
    await writeFile(target, bytes).catch((error: unknown) => {
      throw storageFailure('a cleaned photo', error);
    });
    cleaned.set(field, new File([await openAsBlob(target)], name, { type: 'image/jpeg' }));
  }
  if (Object.keys(fields).length > 0) throw new AppError('invalid', { fields });
  return cleaned;
}

const pixelLimit = (format: string | undefined) =>
  format === 'jpeg' || format === 'png' || format === 'gif' ? MAX_PIXELS[format] : 1;

const tooManyPixels = (error: unknown) =>
  error instanceof Error && /exceeds pixel limit/i.test(error.message);
