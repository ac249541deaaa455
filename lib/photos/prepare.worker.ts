// The photo preparation off the page's main thread (lib/photos/prepare.ts): decoded upright,
// drawn at its size on an OffscreenCanvas and encoded as a JPEG, which carries no metadata. Typing
// in the form stays responsive while a phone works on a 12 MP photo.
import { CANVAS_JPEG_QUALITY, drawPrepared } from './draw';

export type PrepareRequest = { id: number; photo: Blob };
/** The prepared JPEG, or null when this worker could not decode or draw the photo. */
export type PrepareReply = { id: number; prepared: Blob | null };

type WorkerScope = {
  onmessage: ((event: MessageEvent<PrepareRequest>) => void) | null;
  postMessage(reply: PrepareReply): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = async ({ data: { id, photo } }) => {
  const prepared = await prepare(photo).catch(() => null);
  scope.postMessage({ id, prepared });
};

async function prepare(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const canvas = new OffscreenCanvas(1, 1);
    drawPrepared(canvas, bitmap, bitmap);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: CANVAS_JPEG_QUALITY });
  } finally {
    bitmap.close();
  }
}
