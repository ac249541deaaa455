'use client';

import { useLocale } from 'next-intl';

import type { PostCardData, Section } from '@/lib/posts/types';

import { PostCard } from './post-card';
import { CARD_SIZES, columnOf } from './post-columns';

/** One column's share of the posts of later pages, numbered on from the first page's. */
export default function MoreCards({
  posts,
  offset,
  column,
  section,
}: {
  posts: PostCardData[];
  offset: number;
  column: number;
  section: Section;
}) {
  const locale = useLocale();
  return posts.map((post, i) =>
    columnOf(offset + i) === column ? (
      <PostCard
        key={post.id}
        post={post}
        section={section}
        locale={locale}
        order={offset + i}
        sizes={CARD_SIZES}
      />
    ) : null,
  );
}
