import { Hono } from 'hono';

import type { AppContext } from './context.js';
import { onError, onNotFound } from './http.js';
import { controlMiddleware, controlRoutes } from './routes/control.js';
import { inboxRoutes } from './routes/inbox.js';
import { integrationRoutes } from './routes/integration.js';
import { panelRoutes } from './routes/panel.js';
import { storageRoutes } from './routes/storage.js';

/** Both APIs under their own base, media, the staff inbox and (for tests only) the controls. */
export function createApp(ctx: AppContext): Hono {
  const app = new Hono();
  if (ctx.config.testControls) {
    app.use('*', controlMiddleware(ctx));
    app.route('/__control', controlRoutes(ctx));
  }
  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/integration', integrationRoutes(ctx));
  app.route('/panel', panelRoutes(ctx));
  app.route('/', storageRoutes(ctx.config.dataDir));
  app.route('/', inboxRoutes(ctx));
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
