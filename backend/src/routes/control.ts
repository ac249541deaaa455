import type { HttpBindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

import type { AppContext } from '../context.js';
import { DRIFT_MODES, driftedRead, driftResponse } from '../control/drift.js';
import { makeContentHostile } from '../control/hostile.js';
import { sortKey } from '../seed/talents.js';

/**
 * Counts calls per route, during a simulated outage drops every connection without an answer, and
 * while drift is on answers reads as a drifted API would. Only mounted with BACKEND_TEST_CONTROLS=1.
 */
export function controlMiddleware(ctx: AppContext): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__control') || path === '/health') return next();
    if (ctx.control.down) {
      // Like an unreachable host: the connection dies without a byte. The 503 is never delivered.
      c.env.incoming.socket.destroy();
      return c.body(null, 503);
    }
    await next();
    const drift = ctx.control.drift;
    const read = drift ? driftedRead(c.req.method, path) : null;
    if (drift && read && (drift.api === null || drift.api === read.api))
      c.res = await driftResponse(drift.mode, read.route, c.res);
    // Keyed by the pattern of the handler the call was for, e.g. 'GET /panel/api/slides/:type': the
    // first matched route that is not middleware (registered as 'ALL'), even when a guard answered
    // with a 401.
    const handler = matchedRoutes(c).find((route) => route.method !== 'ALL');
    const key = `${c.req.method} ${handler?.path ?? '(no route)'}`;
    ctx.control.stats.set(key, (ctx.control.stats.get(key) ?? 0) + 1);
  };
}

export function controlRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.post('/outage', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { down?: unknown };
    ctx.control.down = body.down === true;
    return c.json({ down: ctx.control.down });
  });
  app.post('/expire-tokens', (c) => {
    ctx.tokens.integration.revokeAll();
    ctx.tokens.panel.revokeAll();
    return c.json({ expired: true });
  });
  // {"mode": "records" | "html" | "truncated" | "content-type", "api"?: "integration" | "panel"};
  // any other mode turns drift off.
  app.post('/drift', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { mode?: unknown; api?: unknown };
    const mode = DRIFT_MODES.find((known) => known === body.mode);
    const api = body.api === 'integration' || body.api === 'panel' ? body.api : null;
    ctx.control.drift = mode ? { mode, api } : null;
    return c.json({ drift: ctx.control.drift });
  });
  app.get('/stats', (c) => c.json(Object.fromEntries(ctx.control.stats)));
  // Content edits as the agency would make them in its panel, to test that the site picks them up.
  app.post('/talents/:id{[0-9]+}', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { name?: unknown };
    if (typeof body.name !== 'string' || !body.name.trim())
      return c.json({ message: 'name required' }, 400);
    const result = ctx.db
      .prepare('UPDATE talents SET name = ?, sort_name = ? WHERE id = ?')
      .run(body.name, sortKey(body.name), Number(c.req.param('id')));
    return result.changes ? c.json({ updated: true }) : c.json({ message: 'Not found.' }, 404);
  });
  // A post's title, in the post and every item of its batch, so each language's page shows it.
  app.post('/posts/:slug', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { title?: unknown };
    if (typeof body.title !== 'string' || !body.title.trim())
      return c.json({ message: 'title required' }, 400);
    const row = ctx.db
      .prepare('SELECT id, parent_id FROM posts WHERE slug = ?')
      .get(c.req.param('slug')) as { id: number; parent_id: number | null } | undefined;
    if (!row) return c.json({ message: 'Not found.' }, 404);
    const root = row.parent_id ?? row.id;
    ctx.db
      .prepare('UPDATE posts SET title = ? WHERE id = ? OR parent_id = ?')
      .run(body.title, root, root);
    return c.json({ updated: true });
  });
  app.post('/hostile', (c) => c.json({ updated: makeContentHostile(ctx.db) }));
  app.post('/stats/reset', (c) => {
    ctx.control.stats.clear();
    return c.json({ reset: true });
  });
  return app;
}
