import type { HttpBindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppContext } from '../context.js';

/**
 * Counts calls per route and, during a simulated outage, drops every connection without an answer.
 * Only mounted with BACKEND_TEST_CONTROLS=1.
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
    // Keyed by the pattern of the handler the call was for, e.g. 'GET /panel/api/slides/:type': the first
    // matched route that is not middleware (registered as 'ALL'), even when a guard answered with a 401.
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
  app.get('/stats', (c) => c.json(Object.fromEntries(ctx.control.stats)));
  app.post('/stats/reset', (c) => {
    ctx.control.stats.clear();
    return c.json({ reset: true });
  });
  return app;
}
