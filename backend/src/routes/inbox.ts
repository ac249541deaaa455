import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';

import { safeEqual } from '../auth.js';
import type { AppContext } from '../context.js';
import { deleteEntry, entryDir, getEntry, listEntries } from '../repo/entries.js';
import { renderDeletePage, renderInbox } from './inbox-page.js';

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

/**
 * A browser sends its Basic credentials with any request to the inbox, a form posted from another
 * site included: a deletion must come from the inbox's own pages (or from a client that is not a
 * browser, which sends neither header).
 */
function sameOrigin(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('origin');
  return !origin || origin === new URL(c.req.url).origin;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The agency's inbox: every received entry, newest first, with its photos; staff can delete an
 * entry with its photos (confirmed on a page of its own, or `DELETE /inbox/entries/{id}`).
 */
export function inboxRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  for (const path of ['/inbox', '/inbox.json', '/inbox/*']) {
    app.use(path, staffOnly(ctx.config.inboxPassword), async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Content-Type-Options', 'nosniff');
    });
  }
  app.get('/inbox', (c) => {
    const deleted = Number(c.req.query('deleted'));
    return c.html(
      renderInbox(listEntries(ctx.db), today(), Number.isInteger(deleted) ? deleted : undefined),
    );
  });
  app.get('/inbox.json', (c) => c.json({ data: listEntries(ctx.db) }));
  app.get('/inbox/files/:id{[0-9]+}/:name', (c) => {
    const id = Number(c.req.param('id'));
    const file = getEntry(ctx.db, id)?.files.find((f) => f.name === c.req.param('name'));
    if (!file) return c.json({ message: 'Not found.' }, 404);
    const bytes = fs.readFileSync(path.join(entryDir(ctx.config.dataDir, id), file.name));
    return c.body(bytes, 200, {
      'Content-Type': file.type,
      'Content-Length': String(bytes.length),
    });
  });
  app.get('/inbox/entries/:id{[0-9]+}/delete', (c) => {
    const entry = getEntry(ctx.db, Number(c.req.param('id')));
    if (!entry) return c.json({ message: 'Not found.' }, 404);
    return c.html(renderDeletePage(entry, today()));
  });
  app.post('/inbox/entries/:id{[0-9]+}/delete', (c) => {
    if (!sameOrigin(c)) return c.json({ message: 'Cross-site request refused.' }, 403);
    const id = Number(c.req.param('id'));
    if (!deleteEntry(ctx.db, ctx.config.dataDir, id)) return c.json({ message: 'Not found.' }, 404);
    console.log(`[backend] entry #${id} deleted by staff`);
    return c.redirect(`/inbox?deleted=${id}`, 303);
  });
  app.delete('/inbox/entries/:id{[0-9]+}', (c) => {
    if (!sameOrigin(c)) return c.json({ message: 'Cross-site request refused.' }, 403);
    const id = Number(c.req.param('id'));
    if (!deleteEntry(ctx.db, ctx.config.dataDir, id)) return c.json({ message: 'Not found.' }, 404);
    console.log(`[backend] entry #${id} deleted by staff`);
    return c.json({ deleted: id });
  });
  return app;
}
