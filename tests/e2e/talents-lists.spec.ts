import { expect, test } from '@playwright/test';

import { TalentListPage } from './pages/talents';

// Fixed demo talents of backend/README.md: 1 Lucía Navarro (model), 3 Inès Moreau (creative),
// 8 Aitana Lozano (new face only, so her profile lives under talents), curvy models are all women.

test.describe('models lists filter by gender with links', () => {
  test('all, women and men in Spanish, each route preselecting its link', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/modelos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modelos');
    await expect(list.filterLink('Todos')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => list.genders()).toEqual(['man', 'woman']);

    await list.filterLink('Mujer').click();
    await expect(page).toHaveURL(/\/modelos\/mujeres$/);
    await expect(list.filterLink('Mujer')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => list.genders()).toEqual(['woman']);

    await list.filterLink('Hombre').click();
    await expect(page).toHaveURL(/\/modelos\/hombres$/);
    await expect(list.filterLink('Hombre')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => list.genders()).toEqual(['man']);
  });

  test('English men preselects Man', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/men');
    await expect(list.filterLink('Man')).toHaveAttribute('aria-current', 'page');
    await expect(list.filterLink('All')).not.toHaveAttribute('aria-current', 'page');
    await expect.poll(() => list.genders()).toEqual(['man']);
  });
});

test.describe('talents lists filter by category with links', () => {
  test('all, creative and kids', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/talents');
    await expect(list.filterLink('All')).toHaveAttribute('aria-current', 'page');
    const all = await list.cards.count();

    await list.filterLink('Creative').click();
    await expect(page).toHaveURL(/\/en\/talents\/creative$/);
    await expect(list.filterLink('Creative')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Inès Moreau' })).toBeVisible();
    const creative = await list.cards.count();

    await list.filterLink('Kids').click();
    await expect(page).toHaveURL(/\/en\/talents\/kids$/);
    await expect(page.getByRole('link', { name: 'Candela Ruiz' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inès Moreau' })).toHaveCount(0);
    expect(creative).toBeGreaterThan(0);
    expect(creative + (await list.cards.count())).toBeLessThanOrEqual(all);
  });

  test('/talentos/kids preselects Kids in Spanish', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/talentos/kids');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids');
    await expect(list.filterLink('Kids')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('lists without gender routes filter gender in the page with ?gender=', () => {
  test('actors: the choice is kept in the URL and survives a reload', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/actors');
    await expect(list.filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => list.genders()).toEqual(['man', 'woman']);

    await list.filterButton('Man').click();
    await expect(page).toHaveURL(/\/en\/models\/actors\?gender=man$/);
    await expect(list.filterButton('Man')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => list.genders()).toEqual(['man']);

    await page.reload();
    await expect(list.filterButton('Man')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => list.genders()).toEqual(['man']);

    await list.filterButton('All').click();
    await expect(page).toHaveURL(/\/en\/models\/actors$/);
    await expect.poll(() => list.genders()).toEqual(['man', 'woman']);
  });

  test('a linked filter applies on load', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/modelos/internacional?gender=woman');
    await expect(list.filterButton('Mujer')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => list.genders()).toEqual(['woman']);
  });

  test('new faces and curvy lists load with the filter', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/pt/future-face');
    await expect(page.getByRole('link', { name: 'Aitana Lozano' })).toBeVisible();
    await list.goto('/en/models/curvy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curvy');
    await expect(page.getByRole('link', { name: 'Valentina Rojas' })).toBeVisible();
  });

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/curvy?gender=man');
    await expect(page.getByText('No talents match these filters.')).toBeVisible();
    await expect(list.visibleCards()).toHaveCount(0);
    await expect(list.status).toHaveText(/^0 of \d+ talents$/);
    const total = Number(/of (\d+)/.exec((await list.status.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('No talents match these filters.')).toBeHidden();
    await expect(page).toHaveURL(/\/en\/models\/curvy$/);
    await expect(list.visibleCards()).toHaveCount(total);
    await expect(page.getByRole('searchbox', { name: 'Name' })).toBeFocused();
  });
});

test.describe('cards', () => {
  test('link to /{lang}/{section}/{id}/{slug} and open the profile', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/women');
    const lucia = page.getByRole('link', { name: 'Lucía Navarro' });
    await expect(lucia).toHaveAttribute('href', '/en/models/1/lucia-navarro');
    await list.goto('/talentos/creative');
    await expect(page.getByRole('link', { name: 'Inès Moreau' })).toHaveAttribute(
      'href',
      '/talentos/3/ines-moreau',
    );
    await list.goto('/pt/future-face');
    await expect(page.getByRole('link', { name: 'Aitana Lozano' })).toHaveAttribute(
      'href',
      '/pt/talentos/8/aitana-lozano',
    );

    await page.getByRole('link', { name: 'Aitana Lozano' }).click();
    await expect(page).toHaveURL(/\/pt\/talentos\/8\/aitana-lozano$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aitana Lozano');
  });

  test('covers come from next/image, sized, drawn past the first screen as their cards near, with the second cover on hover', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    const first = list.cards.first().locator('img').first();
    await expect(first).toHaveAttribute('src', /^\/img\/384\/[\w\-./]+$/);
    await expect(first).toHaveAttribute(
      'srcset',
      /^\/img\/384\/[\w\-./]+ 384w, \/img\/640\/[\w\-./]+ 640w$/,
    );
    // The short address is the optimizer's picture.
    const picture = await page.request.get((await first.getAttribute('src')) ?? '', {
      headers: { Accept: 'image/webp,*/*' },
    });
    expect(picture.headers()['content-type']).toBe('image/webp');
    await expect(first).toHaveAttribute('loading', 'eager');
    // The picture's box is 2:3 before it loads (CSS aspect-ratio), so nothing shifts.
    const box = await first.boundingBox();
    expect(box && Math.round((box.height / box.width) * 100)).toBe(150);
    // Past the first screen (card-markup.ts), a cover is drawn when its card nears the viewport.
    const later = list.cards.nth(40);
    await expect(later.locator('img')).toHaveCount(0);
    await later.scrollIntoViewIfNeeded();
    await expect(later.locator('img').first()).toHaveAttribute('loading', 'lazy');
    await expect(later.locator('img').first()).toHaveAttribute('srcset', / 384w, .* 640w$/);

    const card = list.cards.filter({ has: page.getByRole('link', { name: 'Lucía Navarro' }) });
    const second = card.locator('img').nth(1);
    await expect(second).toBeHidden();
    await card.getByRole('link').hover();
    await expect(second).toBeVisible();

    const response = await page.request.get((await first.getAttribute('src')) ?? '', {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.headers()['content-type']).toMatch(/image\/(avif|webp)/);
  });

  test('a filtered list shows its cards in full rows, across the groups they were written in', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    const total = await list.cards.count();
    await list.search.fill('e');
    await expect(list.status).toHaveText(/^\d+ of \d+ talents$/);
    const lefts = await list
      .visibleCards()
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    // More than a group (card-markup.ts writes twelve), and not every card.
    expect(lefts.length).toBeGreaterThan(12);
    expect(lefts.length).toBeLessThan(total);
    const columns = [...new Set(lefts)].sort((a, b) => a - b);
    expect(columns).toHaveLength(4);
    // Row after row, with no gap where a group of the unfiltered list ended.
    expect(lefts).toEqual(lefts.map((_, index) => columns[index % 4]));
  });

  test('a card link navigates in the page, without a full reload', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/women');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Lucía Navarro' }).click();
    await expect(page).toHaveURL(/\/en\/models\/1\/lucia-navarro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Navarro');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('two columns on phones and four on desktop', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models');
    // The distinct left edges of the first cards.
    const columns = () =>
      list.cards.evaluateAll(
        (cards) =>
          new Set(cards.slice(0, 8).map((card) => Math.round(card.getBoundingClientRect().left)))
            .size,
      );
    expect(await columns()).toBe(4);
    await page.setViewportSize({ width: 1023, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await columns()).toBe(2);
  });
});
