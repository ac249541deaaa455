import type { PostsPage, Section } from './types';

export type PageCursor = Pick<PostsPage, 'page' | 'lastPage'>;

export function postsPageUrl(section: Section, page: number): string {
  return `/api/posts?${new URLSearchParams({ section, page: String(page) })}`;
}

/**
 * The SWR infinite key of a list whose first page came from the server: page index 0 is the page
 * after it, each next page follows the one before, and there is none past lastPage
 * (docs/product.md, "News and magazine list").
 */
export function createPostsKey(section: Section, first: PageCursor) {
  return (pageIndex: number, previous: PageCursor | null): string | null => {
    const before = pageIndex === 0 ? first : previous;
    if (!before || before.page >= before.lastPage) return null;
    return postsPageUrl(section, before.page + 1);
  };
}
