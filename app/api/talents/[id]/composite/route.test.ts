import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/lib/env/public.mjs';
import { getTalent } from '@/lib/services/talents';

import { POST } from './route';

// The default limit, whatever the shell running the tests says, behind one trusted proxy, so
// X-Forwarded-For tells clients apart.
vi.mock('@/lib/env/private', async () => ({
  serverEnv: (await import('@/lib/env/settings.mjs')).readSettings({ TRUST_PROXY: '1' }),
}));
vi.mock('@/lib/services/talents', () => ({
  getTalent: vi.fn(async () => ({
    name: 'Lucía Navarro',
    galleries: { compo: [{ id: 7 }, { id: 8 }] },
  })),
}));
vi.mock('@/lib/services/entries', () => ({
  requestCompositeZip: vi.fn(async () => `${site.mediaBaseUrl}/storage/zips/composite.zip`),
}));

function download(client: string): Promise<Response> {
  const request = new Request('http://site.test/api/talents/1/composite', {
    method: 'POST',
    headers: { 'x-forwarded-for': client },
  });
  return POST(request, { params: Promise.resolve({ id: '1' }) });
}

describe('POST /api/talents/[id]/composite rate limit', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T12:00:00Z') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('PK zip', { headers: { 'content-length': '6' } })),
    );
  });
  beforeEach(() => vi.mocked(getTalent).mockClear());
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers the 11th download of a minute with 429 and Retry-After, without asking the back-end', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await download('198.18.0.1');
      expect(response.status, `download ${i}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
    }
    vi.advanceTimersByTime(15_000);
    const refused = await download('198.18.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ error: 'rate_limited' });
    expect(getTalent).toHaveBeenCalledTimes(10);
  });

  it('leaves other clients alone while one is refused', async () => {
    expect((await download('198.18.0.1')).status).toBe(429);
    expect((await download('198.18.0.2')).status).toBe(200);
  });

  it('lets the client download again once the window has passed', async () => {
    vi.advanceTimersByTime(60_000);
    expect((await download('198.18.0.1')).status).toBe(200);
  });
});
