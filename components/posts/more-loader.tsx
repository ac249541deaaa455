'use client';

import { useCallback, useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';

import { trackedFetch } from '@/components/layout/progress';
import { mergePages } from '@/lib/posts/merge';
import { createPostsKey } from '@/lib/posts/posts-key';
import type { PostsPage } from '@/lib/posts/types';

import type { FirstPage, MoreState } from './more-posts';

async function fetchPage(url: string): Promise<PostsPage> {
  const response = await trackedFetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as PostsPage;
}

/**
 * Fetches the pages after the first, one more each time the end marker is visible (and the next
 * at once if it still is when a page is in), and reports them to MorePosts. It draws nothing.
 */
export default function MoreLoader({
  first,
  markerVisible,
  onChange,
}: {
  first: FirstPage;
  markerVisible: boolean;
  onChange: (state: MoreState) => void;
}) {
  const getKey = useMemo(() => createPostsKey(first.section, first), [first]);
  const { data, size, setSize, isValidating, error, mutate } = useSWRInfinite(getKey, fetchPage, {
    initialSize: 0,
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  // A post that moved across a page boundary while the visitor scrolled is shown once.
  const posts = useMemo(() => {
    const shown = new Set(first.ids);
    return mergePages(data ?? []).filter((post) => !shown.has(post.id));
  }, [data, first.ids]);
  const latest = data?.at(-1);
  const last = latest ?? first;
  const done = last.page >= last.lastPage;
  const loading = isValidating && size > (data?.length ?? 0);
  const failed = Boolean(error);
  const lastCount = latest ? latest.posts.length : null;
  const retry = useCallback(() => void mutate(), [mutate]);

  useEffect(() => {
    if (markerVisible && !done && !loading && !failed) void setSize((current) => current + 1);
  }, [markerVisible, done, loading, failed, setSize]);

  useEffect(() => {
    onChange({ posts, loading, lastCount, done, error: failed, retry });
  }, [onChange, posts, loading, lastCount, done, failed, retry]);

  return null;
}
