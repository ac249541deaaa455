import type { PostCardData } from './types';

/**
 * The posts of consecutive pages in order, each once: a post that moved across a page boundary
 * while scrolling is not shown twice.
 */
export function mergePages(pages: readonly { posts: readonly PostCardData[] }[]): PostCardData[] {
  const seen = new Set<number>();
  const merged: PostCardData[] = [];
  for (const page of pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      merged.push(post);
    }
  }
  return merged;
}
