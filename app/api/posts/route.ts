import { apiRoute } from '@/lib/api/pipeline';
import { AppError } from '@/lib/errors';
import { toPostCards } from '@/lib/posts/cards';
import { POSTS_INITIAL } from '@/lib/posts/constants';
import { postsQuerySchema } from '@/lib/posts/query';
import type { PostsPage } from '@/lib/posts/types';
import { getPosts } from '@/lib/services/posts';

// Later pages of the news and magazine lists (SWR infinite scroll). Reads are cached per page on
// the server; a short shared cache lets a CDN absorb scrolling bursts too. A back-end failure is
// the pipeline's 502 (lib/api/answers.ts), which the list offers to try again.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export const GET = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const parsed = postsQuerySchema.safeParse({
    section: params.get('section'),
    page: params.get('page'),
  });
  if (!parsed.success)
    throw new AppError('invalid_query', { details: { issues: parsed.error.issues } });
  const { section, page } = parsed.data;
  // A page past the last answers empty without a read of its own: every page number a caller
  // makes up would otherwise become a cached read and a last good answer.
  const first = await getPosts(section, 1, POSTS_INITIAL);
  if (page > first.lastPage) {
    const empty: PostsPage = { section, posts: [], page, lastPage: first.lastPage };
    return Response.json(empty, { headers: { 'Cache-Control': CACHE_CONTROL } });
  }
  const answer = page === 1 ? first : await getPosts(section, page, POSTS_INITIAL);
  const body: PostsPage = {
    section,
    posts: await toPostCards(answer.posts),
    page: answer.page,
    lastPage: answer.lastPage,
  };
  return Response.json(body, { headers: { 'Cache-Control': CACHE_CONTROL } });
});
