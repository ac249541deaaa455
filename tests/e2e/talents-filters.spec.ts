import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';

import { colorSlug, familyName } from '../../lib/talents/color-families';
import { measureFacts } from '../../lib/talents/filters';
import es from '../../messages/es/talents.json';
import { gotoWithScriptsHeld } from './held-scripts';
import { backendTalent, TalentListPage, type TalentFacts } from './pages/talents';

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

  test("a name typed and a height chosen before the list's scripts ran are applied when they run", async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    const release = await gotoWithScriptsHeld(page, '/en/models');
    await expect(list.search).toBeVisible();
    await list.search.pressSequentially('lucia');
    await page.getByLabel('From', { exact: true }).selectOption('175');
    release();
    await expect(page).toHaveURL(/\/en\/models\?q=lucia&height=175-$/);
    await expect(list.search).toHaveValue('lucia');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('175');
    await expect(page.getByRole('link', { name: 'Lucía Navarro' })).toBeVisible();
    const names = await list.visibleNames();
    for (const name of names) expect(fold(name)).toContain('lucia');
    await expect(list.status).toHaveText(new RegExp(`^${names.length} of \\d+ talents$`));
  });

  test('the name search reads names, not the markup of covers still waiting to be drawn', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    // The first cards' links hold their cover's markup before the name.
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
    const { hair, eyes } = measureFacts(lucia.measures);
    const list = new TalentListPage(page);
    await list.goto('/modelos');

    // Hair and eyes arrive in Portuguese; the families are named in Spanish here, with counts.
    const colors: Record<string, string> = es.Colors;
    const hairName = colors[familyName('hair', hair ?? '')] ?? '';
    const eyesName = colors[familyName('eyes', eyes ?? '')] ?? '';
    await list.select('Desde').selectOption(String(Math.floor(height / 5) * 5));
    await list.select('Hasta').selectOption(String(Math.ceil(height / 5) * 5));
    await list.toggleColors('Pelo', [hairName]);
    await list.toggleColors('Ojos', [eyesName]);
    const slugs = `hair=${colorSlug('hair', hair ?? '', 'es')}&eyes=${colorSlug('eyes', eyes ?? '', 'es')}`;
    await expect(page).toHaveURL(new RegExp(`\\?height=\\d+-\\d+&${slugs}$`));
    await expect(page.getByRole('link', { name: 'Lucía Navarro' })).toBeVisible();
    const facts = await list.visibleFacts();
    for (const card of facts) {
      expect(card).toMatchObject({ hair, eyes });
      expect(Math.abs((card.height ?? 0) - height)).toBeLessThan(5);
    }
    await expect(list.colors('Pelo')).toHaveText(hairName);

    // A bookmarked or shared link, opened elsewhere, shows the same cards and choices.
    const other = new TalentListPage(await browser.newPage());
    await other.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(other.colors('Pelo')).toHaveText(hairName);
    await expect.poll(() => other.visibleNames()).toEqual(await list.visibleNames());
    await other.page.close();
  });

  test('a colour family includes its shades, and several families can be chosen', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    await list.toggleColors('Eyes', ['Green']);
    await expect(page).toHaveURL(/\/en\/models\?eyes=green$/);
    const facts = await list.backendFacts();
    const ids = await list.settledIds();
    const green = [...facts].filter(([, card]) => card.eyes === 'green').map(([id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(green).toContain(id);
    // Lucía's eyes are dark green (Verdes escuros): in the family.
    expect(ids).toContain(1);

    await list.toggleColors('Eyes', ['Blue']);
    await expect(page).toHaveURL(/\?eyes=blue&eyes=green$/);
    await expect(list.colors('Eyes')).toHaveText('Blue, Green');
    for (const card of await list.visibleFacts()) expect(['blue', 'green']).toContain(card.eyes);
    expect((await list.settledIds()).length).toBeGreaterThan(ids.length);
  });

  test('each colour counts the talents it would show given the other filters', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models?height=180-&hair=brown&hair=black');
    await list.settledIds();
    // What the back-end says of every card of the list, shown or not.
    const known = await list.backendFacts();
    const ids = await list.cards.evaluateAll((cards) =>
      cards.map((card) => Number((card as HTMLElement).dataset.id)),
    );
    const count = (passes: (card: TalentFacts) => boolean) =>
      ids.filter((id) => {
        const card = known.get(id);
        return card !== undefined && (card.height ?? 0) >= 180 && passes(card);
      }).length;

    // Blue eyes, given the height and the hair chosen.
    const blue = count(
      (card) => ['brown', 'black'].includes(card.hair ?? '') && card.eyes === 'blue',
    );
    expect(blue).toBeGreaterThan(0);
    await list.colors('Eyes').click();
    expect(await list.colorCount('Blue')).toBe(blue);
    await list.color('Blue').click();
    await expect(list.status).toHaveText(new RegExp(`^${blue} of `));
    // Brown hair, given the height and the eyes now chosen: what ticking it alone would show.
    await list.colors('Hair').click();
    expect(await list.colorCount('Brown')).toBe(
      count((card) => card.hair === 'brown' && card.eyes === 'blue'),
    );
    // The name search counts too.
    await list.search.fill('zzz');
    await list.colors('Hair').click();
    await expect.poll(() => list.colorCount('Brown')).toBe(0);
  });

  test("links read in the page's language, and old or other languages' links still work", async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    // The links of before families carried the back-end's Portuguese values.
    await list.goto('/en/models/women?height=175-&eyes=verdes&hair=loiro_escuro');
    await expect(page).toHaveURL(/\/en\/models\/women\?height=175-&hair=blonde&eyes=green$/);
    const ids = await list.settledIds();
    expect(ids).toContain(1);
    expect(ids).toEqual(
      await list.directIds('/en/models/women?height=175-&hair=blonde&eyes=green'),
    );
    // Spanish words on an English page, Portuguese on a Spanish one.
    await list.goto('/en/models/women?height=175-&hair=rubio&eyes=verdes');
    await expect(page).toHaveURL(/\?height=175-&hair=blonde&eyes=green$/);
    await list.goto('/modelos/mujeres?height=175-&hair=loiro&eyes=verdes');
    await expect(page).toHaveURL(/\/modelos\/mujeres\?height=175-&hair=rubio&eyes=verdes$/);
    expect(await list.settledIds()).toEqual(ids);
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
    await expect(page).toHaveURL(/\?q=ma&gender=man$/);

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
    await expect(list.colors('Hair')).toBeFocused();
    // The colours open with Enter, tick with Space and close with Escape, back on their button.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(list.filters.getByRole('checkbox').first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(list.filters.getByRole('checkbox').first()).toBeChecked();
    await expect(page).toHaveURL(/\?q=a&hair=[a-z-]+$/);
    await page.keyboard.press('Escape');
    await expect(list.colors('Hair')).toBeFocused();
    await expect(list.colors('Hair')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(list.colors('Eyes')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.filterButton('All')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(list.filterButton('Woman')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?q=a&hair=[a-z-]+&gender=woman$/);
    await expect.poll(() => list.genders()).toEqual(['woman']);
  });

  test('every filter control shows keyboard focus as a 2 px ring, and the open colours pass axe', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/actors');
    const expectRing = async (control: Locator) => {
      await expect(control).toBeFocused();
      const ring = await control.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    };
    // Reached by the keyboard, as :focus-visible asks.
    await list.search.focus();
    await expectRing(list.search);
    for (const control of [list.select('From'), list.select('To'), list.colors('Hair')]) {
      await page.keyboard.press('Tab');
      await expectRing(control);
    }
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectRing(list.filters.getByRole('checkbox').first());
    await page.keyboard.press('Escape');
    for (const control of [list.colors('Eyes'), list.filterButton('All')]) {
      await page.keyboard.press('Tab');
      await expectRing(control);
    }
    await list.colors('Eyes').click();
    const results = await new AxeBuilder({ page })
      .include('form[role="search"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations).toEqual([]);
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
    await expect(list.colors('Hair')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await list.colors('Hair').click();
    await list.filters.getByRole('checkbox').first().check();
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
