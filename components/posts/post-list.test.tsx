import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PostCardData, PostsPage } from '@/lib/posts/types';
import messages from '@/messages/en/content.json';
import { FakeObserver } from '@/tests/unit/observer';

import { PostList } from './post-list';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/news',
  useParams: () => ({ lang: 'en' }),
}));

const post = (id: number, extra: Partial<PostCardData> = {}): PostCardData => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  language: 'en',
  publishedAt: '2025-05-01T10:00:00.000Z',
  cover: {
    kind: 'image',
    src: `http://media.test/storage/${id}.jpg`,
    width: 1200,
    height: 800,
    player: false,
  },
  batch: false,
  batchItems: [],
  ...extra,
});
const page = (n: number, lastPage: number, ids: number[]): PostsPage => ({
  section: 'news',
  page: n,
  lastPage,
  posts: ids.map((id) => post(id)),
});

function renderList(first: PostsPage) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="en" messages={{ PostsClient: messages.PostsClient }}>
        <PostList first={first} leadPicture />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

// In reading order: masonry puts cards in columns, and each card's CSS order says where it belongs.
const titles = () =>
  screen
    .getAllByRole('article')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((card) => card.querySelector('h2')?.textContent);
const marker = (container: HTMLElement) => {
  const element = container.querySelector('[aria-hidden="true"][class*="marker"]');
  if (!element) throw new Error('no end-of-list marker');
  return element;
};

describe('PostList', () => {
  beforeEach(() => FakeObserver.install());
  afterEach(() => vi.unstubAllGlobals());

  it("says 'No Posts' when the section is empty", () => {
    renderList(page(1, 1, []));
    expect(screen.getByText('No Posts')).toBeInTheDocument();
  });

  it('loads one more page each time the end marker shows, without duplicates, and stops at the last page', async () => {
    const answers: Record<string, PostsPage> = {
      '/api/posts?section=news&page=2': page(2, 3, [3, 4]),
      // Post 4 slid onto page 3 while the visitor scrolled: it must not show twice.
      '/api/posts?section=news&page=3': page(3, 3, [4, 5]),
    };
    const fetchMock = vi.fn(async (url: string) => Response.json(answers[url]));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderList(page(1, 3, [1, 2]));
    expect(titles()).toEqual(['Post 1', 'Post 2']);

    FakeObserver.show(marker(container));
    await screen.findByText('Post 4');
    FakeObserver.show(marker(container), false);
    FakeObserver.show(marker(container));
    await screen.findByText('Post 5');

    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/posts?section=news&page=2',
      '/api/posts?section=news&page=3',
    ]);
    FakeObserver.show(marker(container), false);
    FakeObserver.show(marker(container));
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('You have reached the end')).toBeInTheDocument();
  });

  it('offers a retry when a page fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const { container } = renderList(page(1, 2, [1]));
    FakeObserver.show(marker(container));
    expect(await screen.findByRole('alert')).toHaveTextContent('More posts could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('links each card to its post and shows a batch in the visitor language', () => {
    const batch = post(9, {
      language: 'es',
      title: 'Nuevas caras',
      slug: 'nuevas-caras',
      batch: true,
      batchItems: [{ slug: 'new-faces', title: 'New faces', language: 'en' }],
    });
    renderList({ section: 'news', page: 1, lastPage: 1, posts: [batch] });
    expect(screen.getByRole('link', { name: /New faces/ })).toHaveAttribute(
      'href',
      '/en/news/new-faces',
    );
  });
});
