import { useLocale, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

import { MASONRY_GUTTER_PX } from '@/lib/posts/constants';
import type { PostsPage } from '@/lib/posts/types';

import { MoreColumn, MorePosts } from './more-posts';
import { PostCard } from './post-card';
import { CARD_SIZES, columnOf, COLUMNS } from './post-columns';
import styles from './post-list.module.css';

/**
 * The news or magazine masonry. The first page is drawn here, on the server, in its two columns:
 * its cards are plain HTML that the browser does not hydrate, and a page's first load carries no
 * masonry, list or picture code. MorePosts adds the next pages at the end of each column as the
 * visitor scrolls, loading that code when the end comes near (docs/architecture.md, "Rendering for
 * speed"). leadPicture: the first covers are the page's largest pictures (no banner above them);
 * otherwise they wait, leaving the bandwidth to the banner.
 */
export function PostList({ first, leadPicture }: { first: PostsPage; leadPicture: boolean }) {
  const t = useTranslations('PostsClient');
  const locale = useLocale();
  if (first.posts.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  const cursor = {
    section: first.section,
    page: first.page,
    lastPage: first.lastPage,
    ids: first.posts.map((post) => post.id),
  };
  return (
    <MorePosts first={cursor}>
      <div
        className={styles.grid}
        style={{ '--gutter': `${MASONRY_GUTTER_PX}px` } as CSSProperties}
      >
        {Array.from({ length: COLUMNS }, (_, column) => (
          <div key={column} className={styles.column}>
            {first.posts.map((post, index) =>
              columnOf(index) === column ? (
                <PostCard
                  key={post.id}
                  post={post}
                  section={first.section}
                  locale={locale}
                  order={index}
                  sizes={CARD_SIZES}
                  priority={leadPicture && index < 2 ? (index === 0 ? 'high' : 'eager') : 'lazy'}
                />
              ) : null,
            )}
            <MoreColumn column={column} />
          </div>
        ))}
      </div>
    </MorePosts>
  );
}
