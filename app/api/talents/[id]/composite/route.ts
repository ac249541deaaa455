import { routeLimiter } from '@/lib/api/limits';
import { apiRoute } from '@/lib/api/pipeline';
import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { requestCompositeZip } from '@/lib/services/entries';
import { getTalent } from '@/lib/services/talents';
import { TALENT_LANGUAGE } from '@/lib/talents/constants.mjs';
import { zipFileName } from '@/lib/talents/file-name';
import { parseTalentId } from '@/lib/talents/routes';
import { fetchZip, mediaHostAddress } from '@/lib/talents/zip-download';

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
  async ({ request }, context) => {
    const talentId = parseTalentId((await context.params).id);
    if (talentId === null) throw new AppError('invalid_id');
    // Only the name and the composite ids are needed: any language does, the spec's is cached for
    // all.
    const talent = await getTalent(talentId, TALENT_LANGUAGE);
    const items = talent.galleries.compo.map((item) => item.id);
    if (items.length === 0) throw new AppError('no_composite');

    // Only the media host: the answer decides what this server fetches.
    const url = await requestCompositeZip(talentId, items);
    const address = mediaHostAddress(url, site.mediaBaseUrl);
    if (!address) throw new AppError('backend_bad_response', `zip outside the media host: ${url}`);
    const zip = await fetchZip(address, { signal: request.signal });
    const headers = new Headers({
      'Content-Type': 'application/zip',
      'Content-Disposition': zipFileName(talent.name).header,
      'Cache-Control': 'no-store',
    });
    if (zip.length) headers.set('Content-Length', zip.length);
    return new Response(zip.body, { headers });
  },
);
