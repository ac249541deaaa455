import { Hono } from 'hono';
import { z } from 'zod';

import { requireBearer, safeEqual } from '../auth.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound, readJson, validate } from '../http.js';
import { listPosts, postById, postBySlug } from '../repo/posts.js';
import {
  customizations,
  slides,
  socialMedias,
  websiteImages,
  websiteTexts,
} from '../repo/website.js';
import { compositeZip } from '../zip.js';
import { entryRoutes } from './entries.js';

const section = z.enum(['news', 'magazine']);
const listQuery = z.object({
  section: section.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
const zipBody = z.object({
  id_talent: z.number().int().positive(),
  media: z.literal('compo'),
  items: z.array(z.number().int()).min(1).max(200),
});

/**
 * The panel API of backend/API.md: website content, posts, slides, received entries and composite
 * zips.
 */
export function panelRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.post('/api/login', async (c) => {
    const body = validate(
      z.object({ salt: z.string(), api_token: z.string() }),
      await readJson(c),
      400,
    );
    const { salt, apiToken } = ctx.config.panel;
    if (!(safeEqual(body.salt, salt) && safeEqual(body.api_token, apiToken)))
      throw new HttpError(401, 'Invalid credentials.');
    const { token, expiresIn } = ctx.tokens.panel.issue();
    return c.json({ token, expires_in: expiresIn });
  });

  app.use('/api/*', requireBearer(ctx.tokens.panel));

  app.get('/api/website-texts', (c) => c.json({ data: websiteTexts(ctx.db) }));
  app.get('/api/website-images', (c) => c.json({ data: websiteImages(ctx.db) }));
  app.get('/api/customizations', (c) => c.json({ data: customizations(ctx.db) }));
  app.get('/api/social-medias', (c) => c.json({ data: socialMedias(ctx.db) }));
  app.get('/api/slides/:type', (c) => c.json({ data: slides(ctx.db, c.req.param('type')) }));

  app.get('/api/entities/blog', (c) => {
    const query = validate(listQuery, c.req.query());
    return c.json(listPosts(ctx.db, query.section, query.page, query.per_page));
  });
  app.get('/api/entities/blog/slug/:slug', (c) => {
    const post = postBySlug(ctx.db, c.req.param('slug'));
    if (!post) throw notFound('Post not found.');
    return c.json({ data: post });
  });
  app.get('/api/entities/blog/:id{[0-9]+}', (c) => {
    const post = postById(ctx.db, Number(c.req.param('id')));
    if (!post) throw notFound('Post not found.');
    return c.json({ data: post });
  });
  app.get('/api/entities/blog/:concept/:value', (c) => {
    const concept = c.req.param('concept');
    const value = c.req.param('value');
    if (concept === 'section')
      return c.json({ data: listPosts(ctx.db, validate(section, value, 400), 1, 100).data });
    if (concept === 'language')
      return c.json({ data: listPosts(ctx.db, undefined, 1, 100, value).data });
    throw notFound('Unknown concept.');
  });
  app.get('/api/entities/:entity', () => {
    throw notFound('Unknown entity.');
  });

  app.post('/api/download/zip', async (c) => {
    const body = validate(zipBody, await readJson(c));
    return c.json({ url: await compositeZip(ctx, body.id_talent, body.items) });
  });

  app.route('/', entryRoutes(ctx));
  return app;
}
