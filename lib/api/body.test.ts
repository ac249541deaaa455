// @vitest-environment node
// Node's own Request, FormData and File: jsdom's File cannot go through Node's multipart parser.
import { describe, expect, it, vi } from 'vitest';

import { AppError } from '@/lib/errors';

import { checkBodyHeaders, readBoundedBody, readJsonBody } from './body';

// The shared test setup clears localStorage after each test; Node has none.
vi.stubGlobal('localStorage', { clear: () => undefined });

function streamed(chunks: number[], headers: Record<string, string> = {}) {
  let pulled = 0;
  // highWaterMark 0: nothing is pulled before the reader asks.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = chunks[pulled++];
        if (size === undefined) controller.close();
        else controller.enqueue(new Uint8Array(size).fill(65));
      },
    },
    { highWaterMark: 0 },
  );
  return {
    request: new Request('http://site/api', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit),
    pulled: () => pulled,
  };
}

async function status(promise: Promise<unknown>): Promise<number | string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.status : String(error)),
  );
}

describe('bounded body reading', () => {
  it('reads a body within the limit', async () => {
    const { request } = streamed([3, 4]);
    expect((await readBoundedBody(request, 10)).byteLength).toBe(7);
  });

  it('refuses a declared length beyond the limit without reading', async () => {
    const { request, pulled } = streamed([5], { 'content-length': '11' });
    expect(await status(readBoundedBody(request, 10))).toBe(413);
    expect(pulled()).toBe(0);
  });

  it('stops reading as soon as a streamed body passes the limit', async () => {
    const { request, pulled } = streamed([6, 6, 6, 6]);
    expect(await status(readBoundedBody(request, 10))).toBe(413);
    expect(pulled()).toBeLessThan(4);
  });

  it('parses JSON bodies, refusing the wrong type or malformed content', async () => {
    const json = (body: string, type = 'application/json') =>
      new Request('http://site/api', { method: 'POST', body, headers: { 'content-type': type } });
    expect(await readJsonBody(json('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(json('{"a":1}', 'application/json; charset=utf-8'))).toEqual({
      a: 1,
    });
    expect(await status(readJsonBody(json('{"a":')))).toBe(400);
    expect(await status(readJsonBody(json('{}', 'text/plain')))).toBe(400);
    expect(await status(readJsonBody(json('{}', 'application/jsonp')))).toBe(400);
    expect(await status(readJsonBody(json(`"${'x'.repeat(70_000)}"`)))).toBe(413);
  });

  it('checks type and declared size from the headers alone', () => {
    const request = (headers: Record<string, string>) =>
      new Request('http://site/api', { method: 'POST', headers });
    const verdict = (headers: Record<string, string>, type: 'json' | 'multipart') => {
      try {
        checkBodyHeaders(request(headers), type, 100);
        return 'ok';
      } catch (error) {
        return error instanceof AppError ? error.status : String(error);
      }
    };
    expect(verdict({ 'content-type': 'multipart/form-data; boundary=abc' }, 'multipart')).toBe(
      'ok',
    );
    expect(verdict({ 'content-type': 'multipart/form-data' }, 'multipart')).toBe(400);
    expect(verdict({ 'content-type': 'text/plain' }, 'multipart')).toBe(400);
    expect(verdict({ 'content-type': 'application/json', 'content-length': '101' }, 'json')).toBe(
      413,
    );
    expect(verdict({}, 'json')).toBe(400);
  });
});
