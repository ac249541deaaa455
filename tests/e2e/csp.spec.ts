import { expect, test } from '@playwright/test';

import { recordPageProblems, standInThirdParties } from './third-parties';

// Every page type under the site's real Content-Security-Policy, with the third parties it may
// frame standing in (third-parties.ts): nothing a page loads or runs is refused, and nothing
// fails in its console.
const PAGES = [
  '/',
  '/en',
  '/pt',
  '/modelos',
  '/en/models/women',
  '/en/talents/creative',
  '/pt/mulheres',
  '/en/models/10/olivia-bennett',
  '/modelos/1/lucia-navarro',
  '/en/models/1/lucia-navarro/card',
  '/news',
  '/en/magazine',
  '/en/news/campaign-film-atelier-norte',
  '/news/fashion-film-casa-olmo',
  '/news/madrid-fashion-week-reel',
  '/contacto',
  '/en/about-us',
  '/ser-modelo',
  '/pt/become-a-model',
  '/favoritos',
  '/en/favorites',
  '/seleccion/1-3-5',
  '/privacidad',
  '/en/privacy',
  '/en/no-such-page',
  '/no-existe',
];

const NOT_FOUND = new Set(['/en/no-such-page', '/no-existe']);

test('no page type has a Content-Security-Policy violation, a console error or an uncaught error', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let current = '';
  // A 404 page reports its own status in the console: that is the page's point.
  const problems = await recordPageProblems(
    page,
    (text) => NOT_FOUND.has(current) && text.includes('status of 404'),
  );
  await standInThirdParties(page);
  // A stored favorite, so the favorites page draws a card and its quote form counts one.
  await page.addInitScript(() => {
    if (localStorage.getItem('favorites') === null)
      localStorage.setItem(
        'favorites',
        JSON.stringify({
          1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' },
        }),
      );
  });
  for (const path of PAGES) {
    current = path;
    await page.goto(path, { waitUntil: 'load' });
    // Down the page, so what waits for the viewport (covers, the map, galleries) loads too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
    });
    await page.waitForTimeout(500);
    expect(problems.violations, path).toEqual([]);
    expect(problems.errors, path).toEqual([]);
  }
});
