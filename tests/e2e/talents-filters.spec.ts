import { expect, test } from '@playwright/test';

import { colorKey } from '../../lib/format/colors';
import es from '../../messages/es/talents.json';
import { backendTalent, TalentListPage } from './pages/talents';

// Search and filters of the talents lists (issue 12): state in the URL, applied in the browser over
// the cards the page has. Lucía Navarro (talent 1) is a model of the fixed demo data.

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

test.describe('search and filters', () => {
  test('the name search ignores accents and case, counts the matches and survives a reload', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    const total = await list.cards.count();
    await expect(list.status).toHaveText(`${total} talents`);

    await list.search.fill('LUCIA');
    await expect(page).toHaveURL(/\/en\/models\?q=LUCIA$/);
    await expect(page.getByRole('link', { name: 'Lucía Navarro' })).toBeVisible();
    const names = await list.visibleNames();
    expect(names.length).toBeLessThan(total);
    for (const name of names) expect(fold(name)).toContain('lucia');
    await expect(list.status).toHaveText(`${names.length} of ${total} talents`);

    await page.reload();
    await expect(list.search).toHaveValue('LUCIA');
    await expect.poll(() => list.visibleNames()).toEqual(names);
  });

  test('the name search reads names, not the markup of covers still waiting to be drawn', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    // Past the sixteenth card a cover waits in a <noscript>, kept as text by a page with scripts.
    expect(await list.cards.count()).toBeGreaterThan(16);
    for (const word of ['lazy', 'srcset']) {
      await list.search.fill(word);
      await expect(page.getByText('No talents match these filters.')).toBeVisible();
      expect(await list.visibleNames()).toEqual([]);
    }
  });

  test('height, hair and eyes narrow the list in the page’s language, and the link opens the same view', async ({
    page,
    browser,
    request,
  }) => {
    const lucia = await backendTalent(request, 1);
    const height = Number((lucia.measures.height ?? '').split('/')[0]);
    const hair = colorKey(lucia.measures.hair ?? '');
    const eyes = colorKey(lucia.measures.eyes ?? '');
    const list = new TalentListPage(page);
    await list.goto('/modelos');

    // Hair and eyes arrive in Portuguese; the options are in Spanish here, with their counts.
    const colors: Record<string, string> = es.Colors;
    await expect(list.select('Pelo').locator(`option[value="${hair}"]`)).toHaveText(
      new RegExp(`^${colors[hair]} \\(\\d+\\)$`),
    );
    await expect(list.select('Ojos').locator(`option[value="${eyes}"]`)).toHaveText(
      new RegExp(`^${colors[eyes]} \\(\\d+\\)$`),
    );
    await list.select('Desde').selectOption(String(Math.floor(height / 5) * 5));
    await list.select('Hasta').selectOption(String(Math.ceil(height / 5) * 5));
    await list.select('Pelo').selectOption(hair);
    await list.select('Ojos').selectOption(eyes);
    await expect(page).toHaveURL(new RegExp(`\\?height=\\d+-\\d+&hair=${hair}&eyes=${eyes}$`));
    await expect(page.getByRole('link', { name: 'Lucía Navarro' })).toBeVisible();
    const facts = await list.visibleFacts();
    for (const card of facts) {
      expect(card).toMatchObject({ hair, eyes });
      expect(Math.abs((card.height ?? 0) - height)).toBeLessThan(5);
    }

    // A bookmarked or shared link, opened elsewhere, shows the same cards and choices.
    const other = new TalentListPage(await browser.newPage());
    await other.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(other.select('Pelo')).toHaveValue(hair);
    await expect.poll(() => other.visibleNames()).toEqual(await list.visibleNames());
    await other.page.close();
  });

  test('Back and Forward step through the filter changes; typing a name is one step', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/actors');
    const total = await list.cards.count();
    await list.filterButton('Man').click();
    await expect(page).toHaveURL(/\?gender=man$/);
    await list.search.pressSequentially('ma');
    await expect(page).toHaveURL(/\?gender=man&q=ma$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/models\/actors\?gender=man$/);
    await expect(list.search).toHaveValue('');
    await expect.poll(() => list.genders()).toEqual(['man']);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/models\/actors$/);
    await expect(list.visibleCards()).toHaveCount(total);
    await page.goForward();
    await expect(page).toHaveURL(/\?gender=man$/);
    await expect.poll(() => list.genders()).toEqual(['man']);
  });

  test('filters work by keyboard', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/actors');
    await list.search.focus();
    await page.keyboard.type('a');
    await page.keyboard.press('Tab');
    await expect(list.select('From')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.select('To')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.select('Hair')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.select('Eyes')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.filterButton('All')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(list.filterButton('Woman')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?q=a&gender=woman$/);
    await expect.poll(() => list.genders()).toEqual(['woman']);
  });

  test('the other filters go along to a sibling list', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models?height=175-');
    await list.filterLink('Woman').click();
    await expect(page).toHaveURL(/\/en\/models\/women\?height=175-$/);
    await expect(list.select('From')).toHaveValue('175');
    for (const card of await list.visibleFacts()) expect(card.height).toBeGreaterThanOrEqual(175);
  });

  test('on phones the filters beyond the name fold under a Filters button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    const toggle = list.filters.getByRole('button', { name: 'Filters' });
    await expect(list.search).toBeVisible();
    await expect(list.select('Hair')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await list.select('Hair').selectOption({ index: 1 });
    await expect(toggle).toContainText('1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every talent is listed and the filters, which need it, are not shown', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models?q=zzz&hair=preto');
    const total = await list.cards.count();
    expect(total).toBeGreaterThan(10);
    await expect(list.visibleCards()).toHaveCount(total);
    await expect(page.getByRole('searchbox')).toBeHidden();
  });
});
