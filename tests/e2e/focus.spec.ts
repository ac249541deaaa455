import { expect, test } from '@playwright/test';

import { expectVisibleFocus, tabThroughPage } from './focus-checks';

// Every control shows where the keyboard is (WCAG 2.4.7), on each page type (docs/product.md,
// "Keyboard focus"). The list filters' own fields are their module's (its own tests).
const FILTERS = '[role="search"], main nav[aria-label]:has(a[href*="?"])';

const PAGES: [string, { skip?: string; maxStops?: number }?][] = [
  ['/'],
  ['/en/models/women', { skip: FILTERS }],
  ['/modelos', { skip: FILTERS, maxStops: 50 }],
  ['/en/models/1/lucia-navarro'],
  ['/en/models/10/olivia-bennett'],
  ['/en/models/1/lucia-navarro/card'],
  ['/news'],
  ['/en/news/campaign-film-atelier-norte'],
  ['/contacto'],
  ['/en/about-us'],
  ['/ser-modelo', { maxStops: 120 }],
  ['/en/favorites'],
  ['/seleccion/1-3-5'],
  ['/en/privacy'],
  ['/en/no-such-page'],
  ['/pt'],
];

test.describe('a visible focus indicator on every control', () => {
  test.beforeEach(async ({ page }) => {
    // Favorites to draw, so the favorites page has cards, their Remove buttons and the share box.
    await page.addInitScript(() =>
      localStorage.setItem(
        'favorites',
        JSON.stringify({
          1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' },
          2: { id: 2, name: 'Hugo Ferrer', slug: 'hugo-ferrer', section: 'models' },
        }),
      ),
    );
  });

  for (const [path, options] of PAGES) {
    test(path, async ({ page }) => {
      await expectVisibleFocus(page, path, options);
    });
  }

  test('the open lightbox and the desktop dropdowns', async ({ page }) => {
    await page.goto('/en/models/1/lucia-navarro');
    await page.getByRole('button', { name: 'Open image 1 of 6' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const lightbox = await tabThroughPage(page, { maxStops: 6, fromTop: false });
    expect(lightbox.failures).toEqual([]);
    expect(lightbox.reached).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Models submenu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Curvy', exact: true })).toBeVisible();
    const dropdown = await tabThroughPage(page, { maxStops: 6, fromTop: false });
    expect(dropdown.failures).toEqual([]);
    expect(dropdown.reached).toBe(6);
  });
});
