import { apiRoute } from '@/lib/api/pipeline';

// Liveness of the site itself (not of the back-ends): Playwright's webServer waits on it.
export const GET = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async () =>
  Response.json({ ok: true }),
);
