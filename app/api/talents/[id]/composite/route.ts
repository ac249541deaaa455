import { routeLimiter } from '@/lib/api/limits';
import { apiRoute } from '@/lib/api/pipeline';
import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { getTalent } from '@/lib/integration';
import { requestCompositeZip } from '@/lib/panel';
import { TALENT_LANGUAGE } from '@/lib/talents/constants';
import { zipFileName } from '@/lib/talents/file-name';
import { parseTalentId } from '@/lib/talents/routes';

const ZIP_TIMEOUT_MS = 30_000;

/**
 * `POST /api/talents/{id}/composite`: the talent's composite pictures as '{talent name}.zip'. The
 * compo ids are looked up here, never taken from the browser; the panel builds the zip
 * (docs/product.md, "Calls to the back-end APIs") and it is streamed back from this origin, so the
 * download keeps our file name and needs no cross-origin access to the media host. Other sites may
 * not use it as a zip service for their visitors (the pipeline's cross-site check), and one client
 * must not keep the panel building zips (its own rate limit, counted before any back-end call).
 */
export const POST = apiRoute<[RouteContext<'/api/talents/[id]/composite'>]>(
  { sameOrigin: true, limiter: routeLimiter('composite'), body: { type: 'none' } },
  async (_input, context) => {
    const talentId = parseTalentId((await context.params).id);
    if (talentId === null) throw new AppError('invalid_id');
    // Only the name and the composite ids are needed: any language does, the spec's is cached for
    // all.
    const talent = await getTalent(talentId, TALENT_LANGUAGE);
    const items = talent.galleries.compo.map((item) => item.id);
    if (items.length === 0) throw new AppError('no_composite');

    const url = await requestCompositeZip(talentId, items);
    // Only the media host: the answer decides what this server fetches.
    if (!url.startsWith(`${site.mediaBaseUrl}/`))
      throw new AppError('backend_bad_response', `zip outside the media host: ${url}`);
    const zip = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(ZIP_TIMEOUT_MS),
    }).catch((cause: unknown) => {
      throw new AppError('backend_unreachable', 'zip download failed', { cause });
    });
    if (!zip.ok || !zip.body)
      throw new AppError('backend_error', `zip download: HTTP ${zip.status}`);
    const headers = new Headers({
      'Content-Type': 'application/zip',
      'Content-Disposition': zipFileName(talent.name).header,
      'Cache-Control': 'no-store',
    });
    const length = zip.headers.get('content-length');
    if (length) headers.set('Content-Length', length);
    return new Response(zip.body, { headers });
  },
);
