import { describe, expect, it, vi } from 'vitest';

import { driftLog } from '@/lib/api-client/drift';

import { GET } from './route';

vi.mock('@/lib/env/private', async () => ({
  serverEnv: (await import('@/lib/env/settings.mjs')).readSettings({
    REVALIDATE_SECRET: 'test-secret',
  }),
}));

const ask = (authorization?: string) =>
  GET(
    new Request('http://site.test/api/diagnostics', {
      headers: authorization ? { authorization } : {},
    }),
  );

describe('GET /api/diagnostics', () => {
  it('answers only with the revalidation secret', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'Basic test-secret']) {
      const response = await ask(authorization);
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('reports what each back-end sent that differs from its documented answers', async () => {
    driftLog.record({
      api: 'panel',
      resource: 'slide',
      id: 'diagnostics-1',
      outcome: 'dropped',
      issues: [{ field: 'image', received: 'null', expected: 'expected object' }],
    });
    const response = await ask('Bearer test-secret');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { drift } = await response.json();
    expect(drift.apis.panel.dropped).toBeGreaterThanOrEqual(1);
    expect(drift.apis.panel.fields['slide.image']).toBeGreaterThanOrEqual(1);
    expect(drift.recent[0]).toMatchObject({ id: 'diagnostics-1', field: 'image' });
    expect(Object.keys(drift.apis)).toEqual(['integration', 'panel']);
  });
});
