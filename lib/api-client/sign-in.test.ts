import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { createSignedInClient } from './sign-in';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createSignedInClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the credentials to its sign-in path and sends the token field it answers', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/api/login') ? json({ token: 't1' }) : json({ ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const api = createSignedInClient({
      name: 'panel',
      baseUrl: 'http://backend.test/panel',
      signInPath: '/api/login',
      credentials: () => ({ salt: 's', api_token: 'k' }),
      credentialVars: ['PANEL_SALT', 'PANEL_API_TOKEN'],
      tokenField: 'token',
    });
    await expect(api.request('/api/x', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual(
      { ok: true },
    );
    const [signInUrl, signIn] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(signInUrl).toBe('http://backend.test/panel/api/login');
    expect(JSON.parse(signIn.body as string)).toEqual({ salt: 's', api_token: 'k' });
    const [, request] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((request.headers as Record<string, string>).Authorization).toBe('Bearer t1');
  });
});
