// @vitest-environment node
// Node's own Request, FormData and File: jsdom's File cannot go through Node's multipart encoder.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

import { AppError } from '@/lib/errors';

import { streamMultipart, type MultipartLimits } from './multipart';

vi.stubGlobal('localStorage', { clear: () => undefined });

const LIMITS: MultipartLimits = {
  maxBytes: 4000,
  maxFileBytes: 1000,
  fileFields: ['image_1', 'image_2'],
  maxFields: 5,
  maxFieldBytes: 100,
};

// The multipart bytes in a stream of their own, as a server receives them: Node 24's fetch cannot
// cancel the stream of its own FormData encoder midway, as a refusal does, without an unhandled
// rejection.
function request(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const encoded = new Response(form);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await encoded.arrayBuffer()));
      controller.close();
    },
  });
  // A stream body needs `duplex`, which the DOM's RequestInit does not list yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    duplex: 'half',
  };
  return new Request('http://site/api', init);
}

const file = (size: number, name = 'a.jpg') =>
  new File([new Uint8Array(size).fill(7)], name, { type: 'image/jpeg' });

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => 'ok',
    (error: unknown) =>
      error instanceof AppError ? [error.status, error.code, error.fields] : String(error),
  );
}

const uploadDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('agency-upload-'));

describe('streamMultipart', () => {
  it('keeps text fields in memory and files on disk until disposed', async () => {
    const parts = await streamMultipart(
      request([
        ['realname', 'Ana'],
        ['image_1', file(900, 'me.jpg')],
      ]),
      LIMITS,
    );
    expect(parts.fields.get('realname')).toBe('Ana');
    const photo = parts.files.get('image_1');
    expect(photo?.name).toBe('me.jpg');
    expect(photo?.type).toBe('image/jpeg');
    expect(new Uint8Array(await (photo as File).arrayBuffer())).toEqual(
      new Uint8Array(900).fill(7),
    );
    const onDisk = join(parts.dir, 'image_1');
    expect(statSync(onDisk).size).toBe(900);
    await parts.dispose();
    expect(existsSync(onDisk)).toBe(false);
  });

  it('refuses a file beyond its limit with 413 and the field, and a body beyond the total', async () => {
    const before = uploadDirs().length;
    expect(await refusal(streamMultipart(request([['image_1', file(1001)]]), LIMITS))).toEqual([
      413,
      'too_large',
      { image_1: ['photoSize'] },
    ]);
    expect(
      await refusal(
        streamMultipart(
          request([
            ['image_1', file(1000)],
            ['image_2', file(1000)],
            ['notes', 'x'.repeat(90)],
          ]),
          { ...LIMITS, maxBytes: 2000 },
        ),
      ),
    ).toEqual([413, 'too_large', undefined]);
    expect(await refusal(streamMultipart(request([['message', 'x'.repeat(101)]]), LIMITS))).toEqual(
      [413, 'too_large', undefined],
    );
    // Nothing is left behind on a refusal.
    expect(uploadDirs().length).toBe(before);
  });

  it('refuses files under other names, or twice under one, and malformed bodies', async () => {
    expect(await refusal(streamMultipart(request([['image_3', file(10)]]), LIMITS))).toEqual([
      400,
      'too_many_files',
      undefined,
    ]);
    expect(
      await refusal(
        streamMultipart(
          request([
            ['image_1', file(10)],
            ['image_1', file(10)],
          ]),
          LIMITS,
        ),
      ),
    ).toEqual([400, 'too_many_files', undefined]);
    const broken = new Request('http://site/api', {
      method: 'POST',
      body: '--b\r\nnonsense',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(await refusal(streamMultipart(broken, LIMITS))).toEqual([
      400,
      'invalid_body',
      undefined,
    ]);
  });
});
