import { expect, type APIRequestContext } from '@playwright/test';

import { profileLinks } from './backend-control';
import { E2E } from './env';
import { LOCALIZED_PATHS } from './routes';

export const CDN_CACHE_CONTROL = /^s-maxage=\d+, stale-while-revalidate=\d+$/;

/** What the panel does on a change: POST /api/revalidate, to this run's site or to `siteUrl`. */
export async function revalidate(
  request: APIRequestContext,
  body: { tags?: string[]; paths?: string[] },
  siteUrl = '',
) {
  const response = await request.post(`${siteUrl}/api/revalidate`, {
    headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Requests a page until it comes from the cache (its first view may render it), and returns that
 * answer.
 */
export async function cached(request: APIRequestContext, path: string) {
  await request.get(path);
  const response = await request.get(path);
  expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  return response;
}

/** The slugs of the posts a news or magazine list links to, in order. */
export async function postSlugs(
  request: APIRequestContext,
  section: 'news' | 'magazine',
  locale: 'es' | 'en' = 'en',
): Promise<string[]> {
  const html = await (await request.get(locale === 'en' ? `/en/${section}` : `/${section}`)).text();
  const pattern = new RegExp(`href="/(?:en/)?${section}/([^"/]+)"`, 'g');
  const slugs = [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))];
  expect(slugs.length, `posts on the ${section} list`).toBeGreaterThan(0);
  return slugs;
}

/**
 * Every published page: the fixed ones in every language, a profile, and a post in Spanish and
 * English.
 */
export async function publishedPages(request: APIRequestContext) {
  const [profile = ''] = await profileLinks(request, '/en/models/women');
  const [post] = await postSlugs(request, 'news');
  const pages = [
    ...Object.values(LOCALIZED_PATHS).flat(),
    profile,
    `/en/news/${post}`,
    `/news/${post}`,
  ];
  return { profile, pages };
}
