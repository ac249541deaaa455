import { z } from 'zod';

/** Query of GET /api/posts: a section and a page number. */
export const postsQuerySchema = z.object({
  section: z.enum(['news', 'magazine']),
  page: z.coerce.number().int().min(1).max(10_000),
});

export type PostsQuery = z.infer<typeof postsQuerySchema>;
