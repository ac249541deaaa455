import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    __start?: { deferred: boolean; declared: string[]; body: string; heading: string };
  }
}

/** What the page was set in when its HTML had been parsed, before any script of the site ran. */
async function recordStart(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1, h2');
      window.__start = {
        deferred: document.documentElement.classList.contains('fonts-deferred'),
        declared: [...document.fonts].map((face) => face.family.replaceAll('"', '')),
        body: getComputedStyle(document.body).fontFamily,
        heading: heading ? getComputedStyle(heading).fontFamily : '',
      };
    });
  });
}

test('a first visit is set in the fallbacks, loads the web fonts after the page and uses them from the next page on', async ({
  page,
}) => {
  await recordStart(page);
  await page.goto('/en');
  const start = await page.evaluate(() => window.__start);
  // The styles name the web fonts, which no stylesheet declares: text is set in the fallbacks.
  expect(start?.deferred).toBe(true);
  expect(start?.body).toMatch(/^"Inter Web", "inter Fallback"/);
  expect(start?.heading).toMatch(/^"Playfair Web", "playfair Fallback"/);
  expect(start?.declared).not.toContain('Inter Web');
  expect(start?.declared).not.toContain('Playfair Web');

  // Loaded once the page's own load (its first picture) was over, and remembered...
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fonts-loaded')), { timeout: 10_000 })
    .toBe('1');
  const { load, fonts } = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  for (const asked of fonts) expect(asked).toBeGreaterThanOrEqual(load);
  // ...but the page being read keeps its faces: its text does not move.
  await expect(page.locator('html')).toHaveClass(/fonts-deferred/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"Inter Web", "inter Fallback"/,
  );

  // The next page opened in the site is drawn with them.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator('html')).not.toHaveClass(/fonts-deferred/);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replaceAll('"', '')),
  );
  expect(loaded).toEqual(expect.arrayContaining(['Inter Web', 'Playfair Web']));
  // next/font's own faces are never asked for: only the declared copies are.
  expect(loaded).not.toContain('inter');

  await page.goto('/en/contact');
  const again = await page.evaluate(() => window.__start);
  // Declared by the head script, before the first paint.
  expect(again?.deferred).toBe(false);
  expect(again?.declared).toEqual(expect.arrayContaining(['Inter Web', 'Playfair Web']));
  expect(again?.body).toMatch(/^"Inter Web"/);
});
