import type { PostItem } from './types';

type Shown = Pick<PostItem, 'slug' | 'title' | 'language'> &
  Partial<Pick<PostItem, 'cover' | 'thumbnail'>>;

/**
 * What a post shows in a locale (docs/product.md, "Post page"): a batch whose language differs from
 * the locale shows its item in that language instead; an item without its own cover or thumbnail
 * keeps the post's.
 */
export function chooseBatchItem<Item extends Shown>(
  post: Item & { batch: boolean; batchItems: Item[] },
  locale: string,
): Item {
  if (!post.batch || post.language === locale) return post;
  const item = post.batchItems.find((candidate) => candidate.language === locale);
  if (!item) return post;
  return { ...item, cover: item.cover || post.cover, thumbnail: item.thumbnail || post.thumbnail };
}
