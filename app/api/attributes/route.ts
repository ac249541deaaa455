import type { NextRequest } from 'next/server';
import { z } from 'zod';

import { AppError } from '@/lib/errors';
import { validate } from '@/lib/forms/validated';
import { locales } from '@/lib/i18n/routing';
import { getAttributes } from '@/lib/integration';

const querySchema = z.object({
  country: z.coerce
    .number({ error: 'required' })
    .int({ error: 'option' })
    .positive({ error: 'option' }),
  lang: z.enum(locales).default('es'),
});

/**
 * The cities of a country, for the application form's country → city cascade:
 * `GET /api/attributes?country=<id>&lang=<locale>` → `{ cities: [{id, value}] }`.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const query = validate(querySchema, Object.fromEntries(request.nextUrl.searchParams));
  if (!query.ok) return new AppError('invalid', { fields: query.fields }).toResponse();
  const { country, lang } = query.data;
  try {
    // Only countries the integration API lists, so a caller cannot fill the cache with made-up ids.
    const { countries } = await getAttributes(lang, undefined);
    if (!countries.some((option) => option.id === country)) {
      return new AppError('invalid', { fields: { country: ['option'] } }).toResponse();
    }
    const { cities } = await getAttributes(lang, country);
    return Response.json({ cities }, { headers: { 'Cache-Control': 'public, max-age=300' } });
  } catch (cause) {
    console.error('[forms] cities unavailable:', cause instanceof Error ? cause.message : cause);
    return new AppError('backend_unavailable').toResponse();
  }
}
