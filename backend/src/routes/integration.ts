import { Hono } from 'hono';
import { z } from 'zod';

import { requireBearer, safeEqual } from '../auth.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound, readJson, validate } from '../http.js';
import { attributes, findTalent, listTalents } from '../repo/talents.js';
import { LANGUAGES } from '../types.js';

const language = z.enum(LANGUAGES).default('pt');
const flag = z
  .enum(['0', '1'])
  .optional()
  .transform((value) => value === '1');

const listQuery = z.object({
  language,
  paginate: z.coerce.number().int().min(1).max(5000).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
const listBody = z.object({
  filters: z
    .object({
      categories: z.array(z.number().int()).max(10).optional(),
      gender: z.enum(['woman', 'man']).optional(),
    })
    .default({}),
});
const profileQuery = z.object({ language, id: z.coerce.number().int().positive() });
const attributesQuery = z.object({
  language,
  countries: flag,
  eyes: flag,
  cities: z.coerce.number().int().positive().optional(),
});

/** The integration API of backend/API.md: talents, profiles and their attribute lists. */
export function integrationRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.post('/api/signin', async (c) => {
    const body = validate(
      z.object({ salt: z.string(), api_key: z.string() }),
      await readJson(c),
      400,
    );
    const { salt, apiKey } = ctx.config.integration;
    if (!(safeEqual(body.salt, salt) && safeEqual(body.api_key, apiKey)))
      throw new HttpError(401, 'Invalid credentials.');
    const { token, expiresIn } = ctx.tokens.integration.issue();
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: expiresIn });
  });

  app.use('/api/*', requireBearer(ctx.tokens.integration));

  app.post('/api/talents', async (c) => {
    const query = validate(listQuery, c.req.query());
    const { filters } = validate(listBody, await readJson(c));
    return c.json(listTalents(ctx.db, filters, query.language, query.paginate, query.page));
  });

  app.get('/api/talent/profile', (c) => {
    const query = validate(profileQuery, c.req.query());
    const talent = findTalent(ctx.db, query.id, query.language);
    if (!talent) throw notFound('Talent not found.');
    return c.json({ data: talent });
  });

  app.get('/api/talents/attributes', (c) => {
    const query = validate(attributesQuery, c.req.query());
    return c.json(attributes(ctx.db, query.language, query));
  });

  return app;
}
