import { expect, test, type Page } from '@playwright/test';

import { shoeSizes } from '../../lib/format/units';
import { E2E } from './env';
import { CompositeCardPage } from './pages/composite-card';
import { backendTalent, ProfilePage, TalentListPage } from './pages/talents';
import { UnitsChoice } from './pages/units';

// Metric or imperial measures (issue 48). Lucía Navarro (talent 1) is a woman model.
const LUCIA = '/en/models/1/lucia-navarro';

async function luciaInImperial(request: Parameters<typeof backendTalent>[0]) {
  const lucia = await backendTalent(request, 1);
  const [cm, imperial] = (lucia.measures.height ?? '').split('/');
  const [feet, inches] = (imperial ?? '').split('.');
  const eu = Number((lucia.measures.shoes ?? '').split('/')[0]);
  const shoes = shoeSizes(eu, 'women');
  return {
    lucia,
    height: { metric: `${cm} cm`, imperial: `${feet} ft ${inches} in` },
    waist: `${(lucia.measures.waist ?? '').split('/')[1]} in`,
    shoes: `${shoes?.us} US · ${shoes?.uk} UK`,
  };
}

/** Layout shifts the page has recorded since it started loading. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as never as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

test.describe('units', () => {
  test('a choice on the profile shows every measure in imperial, and is kept after a reload without a shift', async ({
    page,
    request,
  }) => {
    const expected = await luciaInImperial(request);
    const profile = new ProfilePage(page);
    const units = new UnitsChoice(page);
    await page.goto(LUCIA);
    await expect(units.radio('Metric')).toBeChecked();
    await expect(profile.measure('Height')).toHaveText(expected.height.metric, {
      useInnerText: true,
    });

    await units.radio('Imperial').check();
    await expect(profile.measure('Height')).toHaveText(expected.height.imperial, {
      useInnerText: true,
    });
    await expect(profile.measure('Waist')).toHaveText(expected.waist, { useInnerText: true });
    await expect(profile.measure('Shoes')).toHaveText(expected.shoes, { useInnerText: true });
    // Colours read the same in both.
    await expect(profile.measure('Eyes')).not.toHaveText('');

    await page.reload();
    // Set in <head>, before anything was painted: nothing moved to show it.
    expect(await page.evaluate(() => document.documentElement.dataset.units)).toBe('imperial');
    await expect(profile.measure('Height')).toHaveText(expected.height.imperial, {
      useInnerText: true,
    });
    await expect(units.radio('Imperial')).toBeChecked();
    expect(await layoutShifts(page)).toBe(0);

    // A keyboard user switches back with the arrow keys.
    await units.radio('Imperial').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(units.radio('Metric')).toBeChecked();
    await expect(profile.measure('Height')).toHaveText(expected.height.metric, {
      useInnerText: true,
    });
  });

  test('the choice follows the visitor to other pages, other languages and other tabs', async ({
    page,
    context,
    request,
  }) => {
    const expected = await luciaInImperial(request);
    const units = new UnitsChoice(page);
    await page.goto('/en/selection/1-3');
    await units.radio('Imperial').check();

    const other = await context.newPage();
    await other.goto('/modelos/1/lucia-navarro');
    await expect(new ProfilePage(other).measure('Altura')).toHaveText(expected.height.imperial, {
      useInnerText: true,
    });
    await expect(new UnitsChoice(other).radio('Imperial')).toBeChecked();
    // Chosen again in the first tab, the second follows at once.
    await units.radio('Metric').check();
    await expect(new ProfilePage(other).measure('Altura')).toHaveText(expected.height.metric, {
      useInnerText: true,
    });

    await page.getByRole('link', { name: 'Lucía Navarro', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${LUCIA}$`));
    await new UnitsChoice(page).radio('Imperial').check();
    await page.goBack();
    const card = page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' });
    await expect(
      card
        .locator('dl > div')
        .filter({ hasText: /^Height/ })
        .locator('dd'),
    ).toHaveText(expected.height.imperial, { useInnerText: true });
  });

  test('the list’s height filter follows the units, and its link keeps centimetres', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    const units = new UnitsChoice(page);
    await list.goto('/en/models/women');
    await units.radio('Imperial').check();
    const from = list.select('From');
    await expect(from.locator('option').nth(1)).toHaveText(/^\d ft \d{1,2} in$/);
    // From 5 ft 10 in: every height shown as 5 ft 10 in (70 in) or more, 177 cm and up.
    await from.selectOption({ label: '5 ft 10 in' });
    await expect(page).toHaveURL(/[?&]height=177-(&|$)/);
    const heights = (await list.visibleFacts()).map((facts) => facts.height ?? 0);
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(177);

    await page.reload();
    await expect(from).toHaveValue('177');
    await expect(from.locator('option:checked')).toHaveText('5 ft 10 in');
    // The same link in metric: its end as it came.
    await units.radio('Metric').check();
    await expect(from.locator('option:checked')).toHaveText('177');
  });

  test('the favorites’ cards show their measures in the chosen units', async ({
    page,
    request,
  }) => {
    const expected = await luciaInImperial(request);
    const stored = {
      1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' },
    };
    await page.addInitScript(
      (value) => localStorage.setItem('favorites', value),
      JSON.stringify(stored),
    );
    await page.goto('/en/favorites');
    const height = page
      .getByRole('list', { name: 'Favorite talents' })
      .getByRole('listitem')
      .filter({ hasText: 'Lucía Navarro' })
      .locator('dl > div')
      .filter({ hasText: /^Height/ })
      .locator('dd');
    await expect(height).toHaveText(expected.height.metric, { useInnerText: true });
    await new UnitsChoice(page).radio('Imperial').check();
    await expect(height).toHaveText(expected.height.imperial, { useInnerText: true });
    await page.reload();
    await expect(height).toHaveText(expected.height.imperial, { useInnerText: true });
    await expect(new UnitsChoice(page).radio('Imperial')).toBeChecked();
  });

  test('the composite card shows and prints the chosen units', async ({ page, request }) => {
    const expected = await luciaInImperial(request);
    const card = new CompositeCardPage(page);
    await page.goto(`${LUCIA}/card`);
    await new UnitsChoice(page).radio('Imperial').check();
    await expect(card.measure('Height')).toHaveText(expected.height.imperial, {
      useInnerText: true,
    });
    const [printed] = await card.printToPdf();
    expect(printed?.text).toContain(expected.height.imperial);
    expect(printed?.text).not.toContain(expected.height.metric);
    expect(printed?.text).not.toMatch(/Metric|Imperial/);
  });
});

test.describe('units without scripts', () => {
  test.use({
    javaScriptEnabled: false,
    storageState: {
      cookies: [],
      origins: [{ origin: E2E.siteUrl, localStorage: [{ name: 'units', value: 'imperial' }] }],
    },
  });

  test('show metric, and no choice that could not work', async ({ page, request }) => {
    const expected = await luciaInImperial(request);
    await page.goto(LUCIA);
    await expect(new ProfilePage(page).measure('Height')).toHaveText(expected.height.metric, {
      useInnerText: true,
    });
    await expect(page.getByRole('group', { name: 'Units' })).toBeHidden();
  });
});
