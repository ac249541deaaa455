import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { getTalent } from '@/lib/integration';
import { requestCompositeZip } from '@/lib/panel';
import { hitCompositeLimit } from '@/lib/talents/composite-limit';
import { TALENT_LANGUAGE } from '@/lib/talents/constants';
import { zipFileName } from '@/lib/talents/file-name';
import { parseTalentId } from '@/lib/talents/routes';

const ZIP_TIMEOUT_MS = 30_000;

/**
 * `POST /api/talents/{id}/composite`: the talent's composite pictures as '{talent name}.zip'. The
 * compo ids are looked up here, never taken from the browser; the panel builds the zip
 * (docs/product.md, "Calls to the back-end APIs") and it is streamed back from this origin, so the
 * download keeps our file name and needs no cross-origin access to the media host.
 */
export async function POST(
  request: Request,
  context: RouteContext<'/api/talents/[id]/composite'>,
): Promise<Response> {
  // Other sites may not use this handler as a zip service for their visitors.
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    return new AppError('forbidden').toResponse();
  const talentId = parseTalentId((await context.params).id);
  if (talentId === null) return new AppError('invalid_id').toResponse();
  // Counted before the first back-end call: one client must not keep the panel building zips.
  const limit = await hitCompositeLimit(request.headers);
  if (!limit.ok)
    return new AppError('rate_limited', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    }).toResponse();

  let talent;
  try {
    // Only the name and the composite ids are needed: any language does, the spec's is cached for
    // all.
    talent = await getTalent(talentId, TALENT_LANGUAGE);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return error.toResponse();
    return unavailable('profile', error);
  }
  const items = talent.galleries.compo.map((item) => item.id);
  if (items.length === 0) return new AppError('no_composite').toResponse();

  try {
    const url = await requestCompositeZip(talentId, items);
    // Only the media host: the answer decides what this server fetches.
    if (!url.startsWith(`${site.mediaBaseUrl}/`))
      throw new Error(`zip outside the media host: ${url}`);
    const zip = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(ZIP_TIMEOUT_MS),
    });
    if (!zip.ok || !zip.body) throw new Error(`zip download: HTTP ${zip.status}`);
    const headers = new Headers({
      'Content-Type': 'application/zip',
      'Content-Disposition': zipFileName(talent.name).header,
      'Cache-Control': 'no-store',
    });
    const length = zip.headers.get('content-length');
    if (length) headers.set('Content-Length', length);
    return new Response(zip.body, { headers });
  } catch (error) {
    return unavailable('zip', error);
  }
}

function unavailable(step: string, error: unknown): Response {
  console.error(`[composite] ${step} failed:`, error instanceof Error ? error.message : error);
  return new AppError('backend_unavailable').toResponse();
}
