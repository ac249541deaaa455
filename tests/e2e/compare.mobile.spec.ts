import { expect, test } from '@playwright/test';

import { ComparisonPage } from './pages/comparison';
import { SelectionPage } from './pages/selection';

// On a phone the comparison scrolls sideways in its own region, the measures' names staying in
// view, and the talents' names at the top of their columns (issue 48).
test('three favorites compared on a phone: sideways, with the names kept in view', async ({
  page,
}) => {
  await new SelectionPage(page).storeFavorites([
    { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' },
    { id: 3, name: 'Inès Moreau', slug: 'ines-moreau', section: 'talents' },
    { id: 5, name: 'Mateo Castillo', slug: 'mateo-castillo', section: 'models' },
  ]);
  const compare = new ComparisonPage(page);
  await page.goto('/en/favorites');
  await compare.compareLink.click();
  await expect(page).toHaveURL(/\/en\/compare\/1-3-5$/);

  const region = page.getByRole('region', { name: /^Measurements of/ });
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

  // A swipe to the last column: its name and every measure's name are on screen together.
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await compare.row('Hair').scrollIntoViewIfNeeded();
  const last = compare.names.last();
  await expect(last).toHaveText('Mateo Castillo');
  await expect(last).toBeInViewport();
  const viewport = page.viewportSize();
  for (const label of ['Height', 'Hair']) {
    const header = compare.row(label).getByRole('rowheader');
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect(box?.x, label).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan((viewport?.width ?? 0) / 2);
  }
  // The region is reachable and scrollable by keyboard too.
  await expect(region).toHaveAttribute('tabindex', '0');
});
