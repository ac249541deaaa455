// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

import { multipartBody, postStream } from './upload';

vi.stubGlobal('localStorage', { clear: () => undefined });

const MB = 1024 * 1024;

/** A File whose bytes are made as they are read, counting how many were asked for. */
class CountingFile extends File {
  pulled = 0;
  constructor(private readonly total: number) {
    super([], 'big.jpg', { type: 'image/jpeg' });
  }
  override get size() {
    return this.total;
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const chunk = new Uint8Array(new ArrayBuffer(64 * 1024)).fill(7);
    return new ReadableStream<Uint8Array<ArrayBuffer>>(
      {
        pull: (controller) => {
          if (this.pulled >= this.total) return controller.close();
          this.pulled += chunk.byteLength;
          controller.enqueue(chunk.slice());
        },
      },
      { highWaterMark: 0 },
    );
  }
}

describe('multipartBody', () => {
  it('encodes fields and files as multipart with its exact length', async () => {
    const form = new FormData();
    form.append('realname', 'Ana "Ruiz"\r\nx');
    form.append(
      'image_1',
      new File(['GIF89a...'], 'image_1.gif', { type: 'image/gif' }),
      'image_1.gif',
    );
    const body = multipartBody(form);
    const bytes = Buffer.concat(await Readable.from(body.open()).toArray());
    expect(bytes.byteLength).toBe(body.length);
    const parsed = await new Response(bytes, {
      headers: { 'Content-Type': body.contentType },
    }).formData();
    expect(parsed.get('realname')).toBe('Ana "Ruiz"\r\nx');
    const file = parsed.get('image_1') as File;
    expect([file.name, file.type, await file.text()]).toEqual([
      'image_1.gif',
      'image/gif',
      'GIF89a...',
    ]);
  });
});

describe('postStream', () => {
  it('reads a file only as fast as the back-end takes it, then answers like fetch', async () => {
    const state: { paused: IncomingMessage | null } = { paused: null };
    let received = 0;
    const server = createServer((request, response) => {
      state.paused = request;
      request.pause();
      request.on('data', (chunk: Buffer) => (received += chunk.byteLength));
      request.on('end', () =>
        response
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: 7, length: request.headers['content-length'] })),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const file = new CountingFile(48 * MB);
    const form = new FormData();
    form.append('image_1', file);
    const body = multipartBody(form);
    const answer = postStream(
      `http://127.0.0.1:${port}/`,
      { Authorization: 'Bearer t' },
      body,
      AbortSignal.timeout(30_000),
    );

    // While the back-end reads nothing, the upload stops once the socket buffers are full.
    await vi.waitFor(() => expect(state.paused).not.toBeNull());
    let settled = -1;
    await vi.waitFor(
      () => {
        const now = file.pulled;
        const steady = now === settled && now > 0;
        settled = now;
        expect(steady).toBe(true);
      },
      { timeout: 10_000, interval: 300 },
    );
    expect(file.pulled).toBeLessThan(16 * MB);

    state.paused?.resume();
    const response = await answer;
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 7, length: String(body.length) });
    expect(received).toBe(body.length);
    await new Promise((resolve) => server.close(resolve));
  });
});
