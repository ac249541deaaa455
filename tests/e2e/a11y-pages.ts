import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { profileLinks } from './backend-control';
import { FIXED_PAGE_TYPES } from './routes';

/** One page of every type, in Spanish and English, with a real profile and post from the seed. */
export async function pageTypes(request: APIRequestContext): Promise<string[]> {
  const [profile] = await profileLinks(request, '/en/models');
  const newsHtml = await (await request.get('/en/news')).text();
  const post = /href="(\/en\/news\/[^"]+)"/.exec(newsHtml)?.[1];
  return [
    ...FIXED_PAGE_TYPES,
    '/pt',
    '/en/models/actors?gender=man&q=a',
    profile ?? '/en/models',
    '/en/models/1/lucia-navarro/card',
    '/seleccion/1-3-5',
    '/en/compare/1-2-3',
    '/en/favorites',
    post ?? '/en/news',
  ];
}

/** Visits each page and expects no WCAG 2.1 A/AA or best-practice violation from axe. */
export async function expectNoAxeViolations(page: Page, paths: string[]) {
  for (const path of paths) {
    // 'load', not 'networkidle': looping videos and the map probe keep the network busy.
    await page.goto(path, { waitUntil: 'load' });
    await expectAxeClean(page, path);
  }
}

/** The page as it is now (a form's state, a section that appeared) has no axe violation. */
export async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, what).toEqual([]);
}
