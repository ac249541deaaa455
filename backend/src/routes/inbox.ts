import fs from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';

import { safeEqual } from '../auth.js';
import type { AppContext } from '../context.js';
import { entryDir, listEntries } from '../repo/entries.js';
import { renderInbox } from './inbox-page.js';

/** HTTP Basic auth with any user name and INBOX_PASSWORD, compared in constant time. */
function staffOnly(password: string): MiddlewareHandler {
  return async (c, next) => {
    const match = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const given = decoded.slice(decoded.indexOf(':') + 1);
    if (!match || !safeEqual(given, password)) {
      return c.text('Authentication required.', 401, {
        'WWW-Authenticate': 'Basic realm="Inbox", charset="UTF-8"',
      });
    }
    await next();
  };
}

/** The agency's inbox: every received entry, newest first, with its photos. */
export function inboxRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  for (const path of ['/inbox', '/inbox.json', '/inbox/*']) {
    app.use(path, staffOnly(ctx.config.inboxPassword), async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Content-Type-Options', 'nosniff');
    });
  }
  app.get('/inbox', (c) => c.html(renderInbox(listEntries(ctx.db))));
  app.get('/inbox.json', (c) => c.json({ data: listEntries(ctx.db) }));
  app.get('/inbox/files/:id{[0-9]+}/:name', (c) => {
    const id = Number(c.req.param('id'));
    const entry = listEntries(ctx.db).find((e) => e.id === id);
    const file = entry?.files.find((f) => f.name === c.req.param('name'));
    if (!file) return c.json({ message: 'Not found.' }, 404);
    const bytes = fs.readFileSync(path.join(entryDir(ctx.config.dataDir, id), file.name));
    return c.body(bytes, 200, {
      'Content-Type': file.type,
      'Content-Length': String(bytes.length),
    });
  });
  return app;
}
