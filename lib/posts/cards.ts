import 'server-only';

import { getImageSize, type Size } from '../images/media-size';
import { coverKind } from './cover';
import type { CardCover, Post, PostCardData } from './types';

// Boxes for covers whose size cannot be read: portrait for pictures, widescreen for films.
export const PICTURE_FALLBACK: Size = { width: 1000, height: 1250 };
export const FILM_FALLBACK: Size = { width: 1280, height: 720 };

async function imageCover(src: string, player: boolean): Promise<CardCover> {
  const size = (await getImageSize(src)) ?? (player ? FILM_FALLBACK : PICTURE_FALLBACK);
  return { kind: 'image', src, player, ...size };
}

/**
 * A post's cover as a card shows it: a picture, a looping video with its poster, or a player's
 * thumbnail.
 */
export async function cardCover(post: Pick<Post, 'cover' | 'thumbnail'>): Promise<CardCover> {
  const kind = coverKind(post.cover).kind;
  const thumbnail = coverKind(post.thumbnail).kind === 'image' ? post.thumbnail : null;
  if (kind === 'image') return imageCover(post.cover, false);
  if (kind === 'video') {
    const size = (thumbnail && (await getImageSize(thumbnail))) || FILM_FALLBACK;
    return { kind: 'video', src: post.cover, poster: thumbnail, ...size };
  }
  if (thumbnail) return imageCover(thumbnail, kind === 'embed');
  return { kind: 'none' };
}

export async function toPostCard(post: Post): Promise<PostCardData> {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    language: post.language,
    publishedAt: post.publishedAt,
    cover: await cardCover(post),
    batch: post.batch,
    batchItems: post.batch
      ? post.batchItems.map(({ slug, title, language }) => ({ slug, title, language }))
      : [],
  };
}

export function toPostCards(posts: readonly Post[]): Promise<PostCardData[]> {
  return Promise.all(posts.map(toPostCard));
}
