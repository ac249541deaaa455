import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { upload } from './upload';

/** The XMLHttpRequest of the last upload, driven by the test. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | null = null;
  upload = new EventTarget();
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  opened: [string, string] | null = null;
  body: unknown = null;
  aborted = false;
  answerHeaders = '';

  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
    );
  }
  answer(status: number, text: string, headers = '') {
    Object.assign(this, { status, responseText: text, answerHeaders: headers });
    this.dispatchEvent(new Event('load'));
  }
}

function request() {
  const current = FakeRequest.last;
  if (!current) throw new Error('nothing sent');
  return current;
}

describe('upload', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeRequest.last = null;
  });

  it('posts the body with its headers, reports the bytes sent and answers as fetch would', async () => {
    const onProgress = vi.fn();
    const body = new FormData();
    const answered = upload('/api/applications', {
      headers: { 'Idempotency-Key': 'k'.repeat(32) },
      body,
      signal: new AbortController().signal,
      onProgress,
    });
    expect(request().opened).toEqual(['POST', '/api/applications']);
    expect(request().headers).toEqual({ 'Idempotency-Key': 'k'.repeat(32) });
    expect(request().body).toBe(body);
    request().progress(512, 2048);
    request().progress(2048, 2048);
    expect(onProgress.mock.calls).toEqual([
      [512, 2048],
      [2048, 2048],
    ]);
    request().answer(
      429,
      '{"error":"rate_limited"}',
      'content-type: application/json\r\nretry-after: 30\r\n',
    );
    const response = await answered;
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ error: 'rate_limited' });
  });

  it('fails with a TypeError when the connection drops, and an AbortError when cancelled', async () => {
    const options = { headers: {}, body: new FormData(), onProgress: vi.fn() };
    const dropped = upload('/api/applications', {
      ...options,
      signal: new AbortController().signal,
    });
    request().dispatchEvent(new Event('error'));
    await expect(dropped).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const cancelled = upload('/api/applications', { ...options, signal: controller.signal });
    controller.abort();
    expect(request().aborted).toBe(true);
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
