import { expect, test } from '@playwright/test';

import { expectVisibleFocus, tabThroughPage } from './focus-checks';

// The phone layout's controls show keyboard focus too (a keyboard or switch paired with a phone).
const FILTERS = '[role="search"], main nav[aria-label]:has(a[href*="?"])';

for (const [path, options] of [
  ['/', {}],
  ['/en/models/women', { skip: FILTERS, maxStops: 40 }],
  ['/en/models/10/olivia-bennett', {}],
  ['/en/news/campaign-film-atelier-norte', {}],
  ['/contacto', {}],
  ['/en/favorites', {}],
] as const) {
  test(`a visible focus indicator on every control of ${path} on a phone`, async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'favorites',
        JSON.stringify({ 1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro' } }),
      ),
    );
    await expectVisibleFocus(page, path, options);
  });
}

test('the phone menu shows keyboard focus on each of its links and buttons', async ({ page }) => {
  await page.goto('/en');
  await page.locator('button[aria-controls="site-menu"]').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const { failures, reached } = await tabThroughPage(page, { fromTop: false, maxStops: 30 });
  expect(failures).toEqual([]);
  expect(reached).toBeGreaterThanOrEqual(15);
});
