import { describe, expect, it } from 'vitest';

import { createPostsKey, postsPageUrl } from './posts-key';

describe('createPostsKey', () => {
  it('starts with the page after the server-rendered one', () => {
    const key = createPostsKey('news', { page: 1, lastPage: 3 });
    expect(key(0, null)).toBe('/api/posts?section=news&page=2');
  });

  it('asks for the page after the previous one, without skipping or repeating', () => {
    const key = createPostsKey('magazine', { page: 1, lastPage: 3 });
    expect(key(1, { page: 2, lastPage: 3 })).toBe('/api/posts?section=magazine&page=3');
  });

  it('answers null past the last page', () => {
    const key = createPostsKey('news', { page: 1, lastPage: 3 });
    expect(key(2, { page: 3, lastPage: 3 })).toBeNull();
    expect(createPostsKey('news', { page: 1, lastPage: 1 })(0, null)).toBeNull();
    expect(createPostsKey('news', { page: 1, lastPage: 0 })(0, null)).toBeNull();
  });

  it('answers null when the previous page is not loaded yet', () => {
    expect(createPostsKey('news', { page: 1, lastPage: 3 })(1, null)).toBeNull();
  });

  it('stops when the back-end shortens the list between pages', () => {
    const key = createPostsKey('news', { page: 1, lastPage: 5 });
    expect(key(1, { page: 2, lastPage: 2 })).toBeNull();
  });
});

describe('postsPageUrl', () => {
  it('builds the route handler URL', () => {
    expect(postsPageUrl('news', 4)).toBe('/api/posts?section=news&page=4');
  });
});
