import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { serverConfig } from '@/lib/config';
import { TAGS, type Tag } from '@/lib/backend/cache';
import { secretMatches } from '@/lib/security/secret';

const tagValues = Object.values(TAGS) as [Tag, ...Tag[]];
const bodySchema = z.object({ tags: z.array(z.enum(tagValues)).min(1).optional() });

/**
 * The panel pushes a change: POST with `Authorization: Bearer <REVALIDATE_SECRET>` and optionally
 * `{ "tags": ["posts"] }`; without tags every cached read is refreshed.
 */
export async function POST(request: Request) {
  const presented = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(presented, serverConfig.REVALIDATE_SECRET)) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const text = await request.text();
  const parsed = bodySchema.safeParse(text ? safeJson(text) : {});
  if (!parsed.success) return Response.json({ error: 'invalid_body', issues: parsed.error.issues }, { status: 400 });
  const tags = parsed.data.tags ?? tagValues;
  // Expire at once: the caller wants the change visible on the next request.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
