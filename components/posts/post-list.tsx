'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import Masonry from 'react-masonry-css';
import useSWRInfinite from 'swr/infinite';

import { trackedFetch } from '@/components/layout/progress';
import { Spinner } from '@/components/ui/spinner';
import { MASONRY_GUTTER_PX } from '@/lib/posts/constants';
import { mergePages } from '@/lib/posts/merge';
import { createPostsKey } from '@/lib/posts/posts-key';
import type { PostsPage } from '@/lib/posts/types';

import { PostCard } from './post-card';
import styles from './post-list.module.css';
import { useInView } from './use-in-view';

// Two columns always: below 1024 px CSS stacks them back into one, in post order (see the module),
// so the server render and the first client render agree at any width and nothing moves.
const COLUMNS = 2;
const CARD_SIZES = '(min-width: 1440px) 690px, (min-width: 1024px) 46vw, 100vw';
// Start the next page a little before the marker scrolls in, so the visitor rarely waits.
const MARKER_MARGIN = '0px 0px 400px 0px';

async function fetchPage(url: string): Promise<PostsPage> {
  const response = await trackedFetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as PostsPage;
}

/**
 * The news or magazine masonry: the first page from the server, then one more page each time the
 * end marker shows. leadPicture: the first covers are the page's largest pictures (no banner above
 * them); otherwise they wait, leaving the bandwidth to the banner.
 */
export function PostList({ first, leadPicture }: { first: PostsPage; leadPicture: boolean }) {
  const t = useTranslations('PostsClient');
  const locale = useLocale();
  const getKey = useMemo(() => createPostsKey(first.section, first), [first]);
  const { data, size, setSize, isValidating, error, mutate } = useSWRInfinite(getKey, fetchPage, {
    initialSize: 0,
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const pages = useMemo(() => [first, ...(data ?? [])], [first, data]);
  const posts = useMemo(() => mergePages(pages), [pages]);
  const last = pages[pages.length - 1] ?? first;
  const hasMore = last.page < last.lastPage;
  const loading = isValidating && size > (data?.length ?? 0);

  const marker = useRef<HTMLDivElement>(null);
  const markerVisible = useInView(marker, { rootMargin: MARKER_MARGIN });

  useEffect(() => {
    // One more page each time the marker is visible; if it is still visible once that page is in,
    // the next follows.
    if (markerVisible && hasMore && !loading && !error) void setSize((current) => current + 1);
  }, [markerVisible, hasMore, loading, error, setSize]);

  if (posts.length === 0) return <p className={styles.empty}>{t('empty')}</p>;

  return (
    <>
      <Masonry
        breakpointCols={COLUMNS}
        className={styles.grid ?? ''}
        columnClassName={styles.column ?? ''}
        style={{ '--gutter': `${MASONRY_GUTTER_PX}px` } as CSSProperties}
      >
        {posts.map((post, index) => (
          <PostCard
            key={post.id}
            post={post}
            section={first.section}
            locale={locale}
            order={index}
            sizes={CARD_SIZES}
            priority={leadPicture && index < 2 ? (index === 0 ? 'high' : 'eager') : 'lazy'}
          />
        ))}
      </Masonry>
      <div ref={marker} className={styles.marker} aria-hidden="true" />
      <div className={styles.status} role="status" aria-live="polite" aria-busy={loading}>
        {loading ? (
          <>
            <Spinner className={styles.spinner} />
            <span className="visually-hidden">{t('loading')}</span>
          </>
        ) : null}
        {!loading && data?.length ? (
          <span className="visually-hidden">
            {t('loaded', { count: data[data.length - 1]?.posts.length ?? 0 })}
          </span>
        ) : null}
        {!hasMore && data?.length ? <span className={styles.end}>{t('end')}</span> : null}
      </div>
      {error ? (
        <div className={styles.error} role="alert">
          <p>{t('error')}</p>
          <button type="button" className={styles.retry} onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}
