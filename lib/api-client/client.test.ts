import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { logsOf } from '@/tests/unit/logs';

import { AppError } from '../errors';
import { createBackendClient, postCredentials } from './client';
import { driftLog } from './drift';

const schema = z.object({ ok: z.boolean() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(tokens: string[]) {
  let signIns = 0;
  const api = createBackendClient({
    name: 'panel',
    baseUrl: 'http://backend.test/panel',
    credentialVars: ['PANEL_SALT', 'PANEL_API_TOKEN'],
    signIn: async () => tokens[signIns++] ?? '',
  });
  return { api, signIns: () => signIns };
}

describe('backend client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and parses the answer', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { api, signIns } = client(['t1']);
    await expect(api.request('/api/x', { query: { a: 1, b: undefined }, schema })).resolves.toEqual(
      { ok: true },
    );
    await api.request('/api/x', { schema });
    expect(signIns()).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://backend.test/panel/api/x?a=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
  });

  it('logs in again once on 401, then gives up', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer t2'
        ? json({ ok: true })
        : json({}, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api, signIns } = client(['t1', 't2']);
    await expect(api.request('/api/x', { schema })).resolves.toEqual({ ok: true });
    expect(signIns()).toBe(2);

    const stuck = client(['a', 'b', 'c']);
    await expect(stuck.api.request('/api/x', { schema })).rejects.toMatchObject({
      code: 'backend_unauthorized',
    });
    expect(stuck.signIns()).toBe(2);
  });

  it('uses an empty Bearer value when sign-in gave no token', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { api } = client([]);
    await api.request('/api/x', { schema });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer ');
  });

  it('turns network failures, 404s and malformed answers into AppErrors', async () => {
    const { api } = client(['t']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(api.request('/api/x', { schema })).rejects.toMatchObject({
      code: 'backend_unreachable',
      status: 503,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'nope' }, 404)),
    );
    await expect(api.request('/api/x', { schema })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ok: 'yes' })),
    );
    await expect(api.request('/api/x', { schema })).rejects.toBeInstanceOf(AppError);
  });

  it('reads an answer that is not what it claims as an outage of the read, and counts it', async () => {
    const drift = logsOf('drift');
    const { api } = client(['t']);
    const answers = [
      new Response('<!doctype html><title>502 Bad Gateway</title>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
      new Response('{"ok": true}', { headers: { 'Content-Type': 'text/plain' } }),
      new Response('{"ok": true}'),
      new Response('{"data": [{"id": 1, "na', {
        headers: { 'Content-Type': 'application/json' },
      }),
      new Response('', { headers: { 'Content-Type': 'application/json' } }),
    ];
    const before = driftLog.report().apis.panel.invalidAnswers;
    for (const answer of answers) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      await expect(api.request('/api/x', { schema })).rejects.toMatchObject({
        code: 'backend_bad_response',
        status: 503,
      });
    }
    expect(driftLog.report().apis.panel.invalidAnswers - before).toBe(answers.length);
    expect(drift.map((line) => line.msg)).toContainEqual(
      expect.stringContaining('/api/x: content type text/html; charset=utf-8, not JSON'),
    );
  });

  it('takes JSON under any JSON content type, and hands it to a reader', async () => {
    const { api } = client(['t']);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"ok": true}', {
            headers: { 'Content-Type': 'application/vnd.api+json; charset=utf-8' },
          }),
      ),
    );
    await expect(api.request('/api/x', { read: (value) => ({ value }) })).resolves.toEqual({
      value: { ok: true },
    });
  });

  it('names the variables to check when sign-in is refused', async () => {
    const log = logsOf('integration');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'bad' }, 401)),
    );
    const settings = {
      name: 'integration' as const,
      credentialVars: ['INTEGRATION_SALT', 'INTEGRATION_API_KEY'],
    };
    await expect(
      postCredentials(
        settings,
        'http://x/api/signin',
        {},
        'access_token',
        AbortSignal.timeout(1000),
      ),
    ).rejects.toMatchObject({
      code: 'backend_unauthorized',
    });
    expect(log).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringContaining('check INTEGRATION_SALT and INTEGRATION_API_KEY'),
      }),
    ]);
  });

  it('does not hammer a back-end that refuses sign-in', async () => {
    let calls = 0;
    const api = createBackendClient({
      name: 'panel',
      baseUrl: 'http://backend.test',
      credentialVars: [],
      signIn: async () => {
        calls += 1;
        throw new AppError('backend_unauthorized', 'refused');
      },
    });
    await expect(api.request('/a', { schema })).rejects.toBeInstanceOf(AppError);
    await expect(api.request('/a', { schema })).rejects.toBeInstanceOf(AppError);
    expect(calls).toBe(1);
  });
});
