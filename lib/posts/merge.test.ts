import { describe, expect, it } from 'vitest';

import { mergePages } from './merge';
import type { PostCardData } from './types';

const post = (id: number): PostCardData => ({
  id,
  slug: `p${id}`,
  title: `P${id}`,
  language: 'es',
  publishedAt: '',
  cover: { kind: 'none' },
  batch: false,
  batchItems: [],
});

describe('mergePages', () => {
  it('keeps page order', () => {
    expect(
      mergePages([{ posts: [post(1), post(2)] }, { posts: [post(3)] }]).map((p) => p.id),
    ).toEqual([1, 2, 3]);
  });

  it('shows a post repeated across a page boundary once', () => {
    expect(
      mergePages([{ posts: [post(1), post(2)] }, { posts: [post(2), post(3)] }]).map((p) => p.id),
    ).toEqual([1, 2, 3]);
  });

  it('copes with no pages and empty pages', () => {
    expect(mergePages([])).toEqual([]);
    expect(mergePages([{ posts: [] }, { posts: [post(4)] }]).map((p) => p.id)).toEqual([4]);
  });
});
