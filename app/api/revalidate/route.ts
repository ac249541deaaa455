import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';

import { TAGS, type Tag } from '@/lib/api-client/cache';
import { apiRoute } from '@/lib/api/pipeline';
import { serverEnv } from '@/lib/env/private';
import { AppError } from '@/lib/errors';
import { internalPath } from '@/lib/i18n/internal-path';
import { secretMatches } from '@/lib/security/secret';

const tagValues = Object.values(TAGS) as [Tag, ...Tag[]];
const tagSchema = z.union([
  z.enum(tagValues),
  z.string().regex(/^profile:[1-9]\d{0,9}$/),
  z.string().regex(/^post:[^\s/]{1,200}$/),
]);
const bodySchema = z
  .object({
    tags: z.array(tagSchema).min(1).max(100).optional(),
    paths: z.array(z.string().max(500)).min(1).max(100).optional(),
  })
  .strict();

/**
 * The panel pushes a change (README, "Caching, and refreshing pages from the panel"): POST with
 * `Authorization: Bearer <REVALIDATE_SECRET>` and `{ "tags": [...] }` and/or `{ "paths": [...] }`;
 * with neither (or no body), every page and read is refreshed. What it names expires at once: the
 * next view renders anew (and, should the back-end be down by then, from the last good answers).
 * The secret is checked before the body is read; the body is JSON within the pipeline's limits.
 */
export const POST = apiRoute(
  { sameOrigin: false, body: { type: 'json', optional: true } },
  async ({ request, json }) => {
    const presented = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!secretMatches(presented, serverEnv.REVALIDATE_SECRET)) throw new AppError('unauthorized');
    const parsed = bodySchema.safeParse((await json()) ?? {});
    if (!parsed.success)
      throw new AppError('invalid_body', { details: { issues: parsed.error.issues } });

    const paths = parsed.data.paths ?? [];
    const resolved = paths.map((path) => ({ path, internal: internalPath(path) }));
    const unknown = resolved.filter((entry) => entry.internal === null).map((entry) => entry.path);
    if (unknown.length > 0) throw new AppError('unknown_paths', { details: { paths: unknown } });

    const tags = parsed.data.tags ?? (paths.length > 0 ? [] : tagValues);
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    for (const { internal } of resolved) if (internal) revalidatePath(internal);
    return Response.json({ revalidated: { tags, paths } });
  },
);
