import { expect, test, type Page } from '@playwright/test';

import { ShellPage } from './pages/shell';
import { TalentListPage } from './pages/talents';

// A filtered list shows the same cards however the visitor reaches it (issue 51): a direct load,
// the profile's Back link, the browser's back and forward, a category tab, a menu link and a
// language switch, and it comes back to where the visitor had scrolled. Each path is compared with
// a direct load of the URL it ends on. Run on a desktop (talents-arrival.spec.ts) and on a phone
// (talents-arrival.mobile.spec.ts).

/** Height, eyes and hair, several colours each (women models of the demo data: about twenty). */
export const QUERY =
  'height=170-&hair=blonde&hair=brown&hair=black&eyes=blue&eyes=brown&eyes=green';
/** The same view in Spanish words. */
export const QUERY_ES =
  'height=170-&hair=rubio&hair=castano&hair=negro&eyes=azules&eyes=marrones&eyes=verdes';

const WOMEN = `/en/models/women?${QUERY}`;

/** Scrolls to the last card shown and answers where the page is scrolled to. */
async function scrollToLastCard(page: Page, list: TalentListPage): Promise<number> {
  // At once: the page scrolls smoothly (app/globals.css), and a scroll under way is no place.
  await list
    .visibleCards()
    .last()
    .evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // Cards drawn for the first time take their real size, and the browser keeps the view anchored.
  const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
  let y = await scrolled();
  await expect
    .poll(async () => {
      const before = y;
      await page.waitForTimeout(150);
      y = await scrolled();
      return y === before;
    })
    .toBe(true);
  expect(y, 'the filtered list is longer than the screen').toBeGreaterThan(200);
  return y;
}

/** Expects the page to be, and stay, scrolled to `y`. */
async function expectScrolledTo(page: Page, y: number) {
  const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
  // The browser restores it smoothly too.
  await expect
    .poll(async () => Math.abs((await scrolled()) - y), { timeout: 20_000 })
    .toBeLessThanOrEqual(2);
  await page.waitForTimeout(300);
  expect(Math.abs((await scrolled()) - y)).toBeLessThanOrEqual(2);
}

/** Opens the last card shown, from where the page is scrolled. */
async function openLastCard(page: Page, list: TalentListPage) {
  await list.visibleCards().last().getByRole('link').click();
  await expect(page).toHaveURL(/\/\d+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export function arrivalTests() {
  test.describe('a filtered list shows the same cards however it is reached', () => {
    test('a direct load', async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(WOMEN);
      const ids = await list.settledIds();
      expect(ids.length).toBeGreaterThan(2);
      const facts = await list.visibleFacts();
      for (const card of facts) expect(card.height ?? 0).toBeGreaterThanOrEqual(170);
      // The controls show the filters the cards follow.
      await expect(list.status).toHaveText(new RegExp(`^${ids.length} of \\d+ talents$`));
    });

    test("the profile's Back link, at the same scroll position", async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(WOMEN);
      const ids = await list.settledIds();
      const y = await scrollToLastCard(page, list);
      await openLastCard(page, list);
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(WOMEN);
      expect(await list.settledIds()).toEqual(ids);
      await expectScrolledTo(page, y);
    });

    test("the browser's back and forward, at the same scroll position", async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(WOMEN);
      const ids = await list.settledIds();
      const y = await scrollToLastCard(page, list);
      await openLastCard(page, list);
      await page.goBack();
      expect(await list.settledIds()).toEqual(ids);
      await expectScrolledTo(page, y);

      // Forward to the profile and back again.
      await page.goForward();
      await expect(page).toHaveURL(/\/\d+\/[^/]+$/);
      await page.goBack();
      expect(await list.settledIds()).toEqual(ids);
      await expectScrolledTo(page, y);

      // Forward onto a list: another list reached by its tab, left and come back to.
      await list.filterLink('All').click();
      await expect(page).toHaveURL(`/en/models?${QUERY}`);
      const all = await list.settledIds();
      await page.goBack();
      expect(await list.settledIds()).toEqual(ids);
      await page.goForward();
      await expect(page).toHaveURL(`/en/models?${QUERY}`);
      expect(await list.settledIds()).toEqual(all);
      expect(all).toEqual(await list.directIds(`/en/models?${QUERY}`));
    });

    test('a category tab', async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(`/en/models?${QUERY}`);
      await list.settledIds();
      await list.filterLink('Woman').click();
      await expect(page).toHaveURL(WOMEN);
      const ids = await list.settledIds();
      expect(ids.length).toBeGreaterThan(2);
      expect(ids).toEqual(await list.directIds(WOMEN));

      await list.filterLink('Man').click();
      await expect(page).toHaveURL(`/en/models/men?${QUERY}`);
      expect(await list.settledIds()).toEqual(await list.directIds(`/en/models/men?${QUERY}`));
    });

    test('a menu link, and back', async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(WOMEN);
      const ids = await list.settledIds();
      await new ShellPage(page).followMenuLink('Men', 'Models');
      await expect(page).toHaveURL('/en/models/men');
      expect(await list.settledIds()).toEqual(await list.directIds('/en/models/men'));
      await expect(list.status).toHaveText(/^\d+ talents$/);
      await page.goBack();
      await expect(page).toHaveURL(WOMEN);
      expect(await list.settledIds()).toEqual(ids);
    });

    test('a language switch, in the words of the new language', async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(WOMEN);
      const ids = await list.settledIds();
      await new ShellPage(page).switchLanguage('Switch to Español');
      await expect(page).toHaveURL(`/modelos/mujeres?${QUERY_ES}`);
      expect(await list.settledIds()).toEqual(ids);
      expect(ids).toEqual(await list.directIds(`/modelos/mujeres?${QUERY_ES}`));

      await new ShellPage(page).switchLanguage('Cambiar a English');
      await expect(page).toHaveURL(WOMEN);
      expect(await list.settledIds()).toEqual(ids);
    });
  });
}
