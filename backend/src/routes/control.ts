import { Hono, type MiddlewareHandler } from 'hono';
import type { AppContext } from '../context.js';

/**
 * Counts calls per route and, during a simulated outage, drops every connection without an answer.
 * Only mounted with BACKEND_TEST_CONTROLS=1.
 */
export function controlMiddleware(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__control') || path === '/health') return next();
    if (ctx.control.down) {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return c.body(null, 503);
    }
    const key = `${c.req.method} ${path.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
    ctx.control.stats.set(key, (ctx.control.stats.get(key) ?? 0) + 1);
    return next();
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
