import { driftLog } from '@/lib/api-client/drift';
import { apiRoute } from '@/lib/api/pipeline';
import { serverEnv } from '@/lib/env/private';
import { AppError } from '@/lib/errors';
import { secretMatches } from '@/lib/security/secret';

/**
 * For the people who run the site (README, "When the back-ends answer differently"): what this
 * instance has read from each back-end since it started that differs from their documented
 * answers. `Authorization: Bearer <REVALIDATE_SECRET>`, as for revalidation; never cached.
 */
export const GET = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async ({ request }) => {
  const presented = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(presented, serverEnv.REVALIDATE_SECRET)) throw new AppError('unauthorized');
  return Response.json({ drift: driftLog.report() }, { headers: { 'Cache-Control': 'no-store' } });
});
