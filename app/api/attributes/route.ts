import { z } from 'zod';

import { apiRoute } from '@/lib/api/pipeline';
import { AppError } from '@/lib/errors';
import { validate } from '@/lib/forms/validated';
import { locales } from '@/lib/i18n/routing';
import { getAttributes } from '@/lib/services/talents';

const querySchema = z.object({
  country: z.coerce
    .number({ error: 'required' })
    .int({ error: 'option' })
    .positive({ error: 'option' }),
  lang: z.enum(locales).default('es'),
});

/**
 * The cities of a country, for the application form's country → city cascade:
 * `GET /api/attributes?country=<id>&lang=<locale>` → `{ cities: [{id, value}] }`. A back-end
 * failure is the pipeline's 502 (lib/api/answers.ts).
 */
export const GET = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async ({ request }) => {
  const query = validate(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  if (!query.ok) throw new AppError('invalid', { fields: query.fields });
  const { country, lang } = query.data;
  // Only countries the integration API lists, so a caller cannot fill the cache with made-up ids.
  const { countries } = await getAttributes(lang, undefined);
  if (!countries.some((option) => option.id === country))
    throw new AppError('invalid', { fields: { country: ['option'] } });
  const { cities } = await getAttributes(lang, country);
  return Response.json({ cities }, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
