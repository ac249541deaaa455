import { describe, expect, it, vi } from 'vitest';

import { site } from '@/lib/env/public.mjs';

vi.mock('@/lib/services/talents', () => ({
  listTalents: vi.fn(async () => [{ id: 1, slug: 'lucia-navarro', categories: [1] }]),
}));
vi.mock('@/lib/services/posts', () => ({
  getPosts: vi.fn(async () => ({ posts: [{ slug: 'spring-show' }], lastPage: 1 })),
}));

const { default: sitemap } = await import('./sitemap');

describe('sitemap', () => {
  it('lists a page once per language it exists in, each entry with all its hreflang alternates', async () => {
    const entries = await sitemap();
    const post = entries.filter((entry) => entry.url.endsWith('/news/spring-show'));
    const languages = {
      es: `${site.url}/news/spring-show`,
      en: `${site.url}/en/news/spring-show`,
      'x-default': `${site.url}/news/spring-show`,
    };
    expect(post).toEqual([
      { url: languages.es, alternates: { languages } },
      { url: languages.en, alternates: { languages } },
    ]);
    const profile = entries
      .filter((entry) => entry.url.endsWith('/1/lucia-navarro'))
      .map((entry) => entry.url);
    expect(profile).toEqual([
      `${site.url}/modelos/1/lucia-navarro`,
      `${site.url}/en/models/1/lucia-navarro`,
      `${site.url}/pt/modelos/1/lucia-navarro`,
    ]);
  });
});
