'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { withCountTexts } from '@/lib/format/count';
import type { PostCardData, Section } from '@/lib/posts/types';

import styles from './post-list.module.css';
import { useInView } from './use-in-view';

/** The first page as the browser needs it: where the list goes on, and which posts it has. */
export type FirstPage = { section: Section; page: number; lastPage: number; ids: number[] };

/** What the loader (more-loader.tsx) reports of the pages after the first. */
export type MoreState = {
  posts: PostCardData[];
  loading: boolean;
  /** Posts the last page brought, once one has come. */
  lastCount: number | null;
  done: boolean;
  error: boolean;
  retry: () => void;
};

const IDLE: MoreState = {
  posts: [],
  loading: false,
  lastCount: null,
  done: false,
  error: false,
  retry: () => {},
};

// The code that fetches pages (swr) and draws their cards (PostCard, next/image's srcset) loads
// only when a visitor nears the end of the first page.
const MoreLoader = dynamic(() => import('./more-loader'), { ssr: false });
const MoreCards = dynamic(() => import('./more-cards'), { ssr: false });

const MoreContext = createContext<{ posts: PostCardData[]; offset: number; section: Section }>({
  posts: [],
  offset: 0,
  section: 'news',
});

// Start the next page a little before the marker scrolls in, so the visitor rarely waits.
const MARKER_MARGIN = '0px 0px 400px 0px';

/**
 * The pages after the server's first (docs/product.md, "News and magazine list"): one more each
 * time the end marker shows, their posts at the end of each column (MoreColumn), and the list's
 * status for screen readers.
 */
export function MorePosts({ first, children }: { first: FirstPage; children: ReactNode }) {
  const t = useTranslations('PostsClient');
  const locale = useLocale();
  const marker = useRef<HTMLDivElement>(null);
  const markerVisible = useInView(marker, { rootMargin: MARKER_MARGIN });
  const [started, setStarted] = useState(false);
  const [more, setMore] = useState<MoreState>(IDLE);
  if (markerVisible && !started && first.page < first.lastPage) setStarted(true);

  return (
    <MoreContext value={{ posts: more.posts, offset: first.ids.length, section: first.section }}>
      {children}
      <div ref={marker} className={styles.marker} aria-hidden="true" />
      {started ? (
        <MoreLoader first={first} markerVisible={markerVisible} onChange={setMore} />
      ) : null}
      <div className={styles.status} role="status" aria-live="polite" aria-busy={more.loading}>
        {more.loading ? (
          <>
            <Spinner className={styles.spinner} />
            <span className="visually-hidden">{t('loading')}</span>
          </>
        ) : null}
        {!more.loading && more.lastCount !== null ? (
          <span className="visually-hidden">
            {t('loaded', withCountTexts({ count: more.lastCount }, locale))}
          </span>
        ) : null}
        {more.done && more.lastCount !== null ? (
          <span className={styles.end}>{t('end')}</span>
        ) : null}
      </div>
      {more.error ? (
        <div className={styles.error} role="alert">
          <p>{t('error')}</p>
          <button type="button" className={styles.retry} onClick={more.retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </MoreContext>
  );
}

/** The posts of later pages that belong at the end of one column. */
export function MoreColumn({ column }: { column: number }) {
  const { posts, offset, section } = useContext(MoreContext);
  if (posts.length === 0) return null;
  return <MoreCards posts={posts} offset={offset} column={column} section={section} />;
}
