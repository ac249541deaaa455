import { expect, type APIRequestContext } from '@playwright/test';

import { E2E } from './env';

export const CDN_CACHE_CONTROL = /^s-maxage=\d+, stale-while-revalidate=\d+$/;

export async function revalidate(
  request: APIRequestContext,
  body: { tags?: string[]; paths?: string[] },
) {
  const response = await request.post('/api/revalidate', {
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
