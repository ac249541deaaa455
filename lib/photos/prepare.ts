import { MAX_ORIGINAL_PHOTO_BYTES } from './constants';
import { CANVAS_JPEG_QUALITY, drawPrepared } from './draw';
import type { PrepareReply } from './prepare.worker';

// Loaded when an applicant chooses a photo, not with the page (components/forms/photo-input.tsx).

export type Preparation =
  { ok: true; photo: File } | { ok: false; reason: 'photoSize' | 'photoUnreadable' };

/**
 * What the form sends of a chosen photo (docs/photos.md): decoded, upright, at most
 * PHOTO_LONG_EDGE_PX on its longer side, re-encoded as a JPEG without any metadata. In a worker
 * where the browser can (createImageBitmap and OffscreenCanvas), else on the page; a photo neither
 * can decode (HEIC in most browsers) is refused as unreadable. The prepared photo keeps the chosen
 * file's name, which the form shows; the site names what it stores itself.
 */
export async function preparePhoto(original: File): Promise<Preparation> {
  if (original.size > MAX_ORIGINAL_PHOTO_BYTES) return { ok: false, reason: 'photoSize' };
  const prepared = (await inWorker(original)) ?? (await onPage(original));
  if (!prepared) return { ok: false, reason: 'photoUnreadable' };
  return { ok: true, photo: new File([prepared], original.name, { type: 'image/jpeg' }) };
}

// One worker, one photo at a time: a phone holds a single decoded 12 MP photo (48 MB) at once.
let worker: Worker | null | undefined;
let queue: Promise<unknown> = Promise.resolve();
let lastId = 0;

function inWorker(photo: File): Promise<Blob | null> {
  const run = queue.then(() => askWorker(photo));
  queue = run.catch(() => undefined);
  return run;
}

function askWorker(photo: File): Promise<Blob | null> {
  const current = startWorker();
  if (!current) return Promise.resolve(null);
  const id = (lastId += 1);
  return new Promise((resolve) => {
    const done = (prepared: Blob | null) => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      resolve(prepared);
    };
    const onMessage = ({ data }: MessageEvent<PrepareReply>) => {
      if (data.id === id) done(data.prepared);
    };
    // A worker that cannot start or crashed (out of memory): this photo and the next on the page.
    const onError = () => {
      current.terminate();
      worker = null;
      done(null);
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage({ id, photo });
  });
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const able =
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap !== 'undefined';
  worker = able ? new Worker(new URL('./prepare.worker.ts', import.meta.url)) : null;
  return worker;
}

/**
 * The same on the page, for browsers without OffscreenCanvas or whose worker could not decode the
 * photo: an <img> decodes it (off the main thread) and draws it upright, as every browser applies
 * EXIF orientation to images.
 */
async function onPage(photo: File): Promise<Blob | null> {
  const url = URL.createObjectURL(photo);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    drawPrepared(canvas, image, { width: image.naturalWidth, height: image.naturalHeight });
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', CANVAS_JPEG_QUALITY),
    );
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
