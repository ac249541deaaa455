// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { AppError } from '@/lib/errors';
import { logsOf } from '@/tests/unit/logs';

import { streamMultipart } from './multipart';

// Where uploads are written: a folder that cannot take files, or none at all.
const folders = vi.hoisted(() => ({ newUploadFolder: vi.fn() }));
vi.mock('./upload-folders', () => folders);

const LIMITS = {
  maxBytes: 1_000_000,
  maxFileBytes: 500_000,
  fileFields: ['image_1'],
  maxFields: 5,
  maxFieldBytes: 100,
};
const BOUNDARY = 'x-boundary';

/** A body that sends a file part's head and a little of it, then never ends. */
function endlessUpload() {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image_1"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
      controller.enqueue(new Uint8Array(20_000).fill(7));
    },
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  };
  return new Request('http://site/api', init);
}

async function outcome(promise: Promise<unknown>) {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? [error.status, error.code] : String(error)),
  );
}

describe('streamMultipart when the disk fails', () => {
  it('answers 503 at once when a photo cannot be written, though the body has not ended', async () => {
    const logged = logsOf('forms');
    folders.newUploadFolder.mockResolvedValueOnce('/proc/no-such-folder');
    const started = Date.now();
    expect(await outcome(streamMultipart(endlessUpload(), LIMITS))).toEqual([
      503,
      'storage_unavailable',
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logged).toEqual([
      {
        level: 'error',
        msg: 'could not store an uploaded photo',
        fields: { err: expect.objectContaining({ message: expect.stringContaining('ENOENT') }) },
      },
    ]);
  });

  it('answers 503 when no upload folder can be made', async () => {
    logsOf('forms');
    folders.newUploadFolder.mockRejectedValueOnce(new Error('ENOSPC: no space left on device'));
    expect(await outcome(streamMultipart(endlessUpload(), LIMITS))).toEqual([
      503,
      'storage_unavailable',
    ]);
  });
});
