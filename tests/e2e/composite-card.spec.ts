import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { E2E } from './env';
import { CompositeCardPage } from './pages/composite-card';
import { backendTalent } from './pages/talents';

// The printable composite card (issue 12). Lucía Navarro (talent 1): cover, compo 5, book 6.
const A4_LANDSCAPE = { width: 842, height: 595 };

test.describe('composite card', () => {
  test('each profile links to its card, in every language it has', async ({ page }) => {
    for (const [profile, card] of [
      ['/en/models/1/lucia-navarro', '/en/models/1/lucia-navarro/card'],
      ['/modelos/1/lucia-navarro', '/modelos/1/lucia-navarro/ficha'],
      ['/pt/talentos/8/aitana-lozano', '/pt/talentos/8/aitana-lozano/ficha'],
    ] as const) {
      await page.goto(profile);
      const link = page.getByRole('link', {
        name: /^(Printable composite card|Composite para imprimir)$/,
      });
      await expect(link).toHaveAttribute('href', card);
    }
    await page.getByRole('link', { name: 'Composite para imprimir' }).click();
    await expect(page).toHaveURL(/\/pt\/talentos\/8\/aitana-lozano\/ficha$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aitana Lozano');
  });

  test('shows name, measures in the page’s language, five pictures from the cover, and the agency', async ({
    page,
    request,
  }) => {
    const lucia = await backendTalent(request, 1);
    const card = new CompositeCardPage(page);
    await page.goto('/modelos/1/lucia-navarro/ficha');
    await expect(card.sheet.getByRole('heading', { level: 1 })).toHaveText('Lucía Navarro');
    await expect(card.measure('Altura')).toHaveText(
      `${(lucia.measures.height ?? '').split('/')[0]} cm`,
      { useInnerText: true },
    );
    await expect(card.measure('Ojos')).not.toHaveText(lucia.measures.eyes ?? '');
    await expect(card.pictures).toHaveCount(5);
    // The cover through the optimizer, at its short address (lib/images/url.ts).
    const src = (await card.pictures.first().getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/img\/\d+\//);
    expect(src.replace(/^\/img\/\d+\//, '')).toBe(lucia.cover?.split('/storage/')[1]);
    await expect(card.pictures.first()).toHaveAttribute('alt', 'Lucía Navarro, foto 1 de 5');
    await expect(card.sheet).toContainText('Lumen Model Management');
    await expect(card.sheet).toContainText('Calle de Fernando VI');
    await expect(card.sheet.getByRole('link', { name: '+34 655 555 431' })).toHaveAttribute(
      'href',
      'tel:+34655555431',
    );
    await expect(
      card.sheet.getByRole('link', { name: 'booking@lumenmodels.example' }),
    ).toBeVisible();
    await expect(
      card.sheet.getByRole('link', { name: /\/modelos\/1\/lucia-navarro$/ }),
    ).toHaveAttribute('href', `${E2E.publicUrl}/modelos/1/lucia-navarro`);
  });

  test('prints to exactly one A4 landscape page with the name and height, and nothing of the site', async ({
    page,
    request,
  }) => {
    const lucia = await backendTalent(request, 1);
    const card = new CompositeCardPage(page);
    await page.goto('/en/models/1/lucia-navarro/card');
    const pages = await card.printToPdf();
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject(A4_LANDSCAPE);
    const text = pages[0]?.text ?? '';
    expect(text).toContain('Lucía Navarro');
    expect(text).toContain((lucia.measures.height ?? '').split('/')[0]);
    for (const site of ['Favorites', 'Privacy policy', 'Print / save as PDF', 'Skip to content'])
      expect(text).not.toContain(site);
  });

  test('prints light on paper although the site is dark', async ({ page }) => {
    await page.goto('/en/models/1/lucia-navarro/card');
    await page.emulateMedia({ media: 'print' });
    const colors = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      sheet: getComputedStyle(document.querySelector('article') ?? document.body).backgroundColor,
      header: getComputedStyle(document.querySelector('body > header') ?? document.body).display,
    }));
    expect(colors).toEqual({
      body: 'rgb(255, 255, 255)',
      sheet: 'rgb(255, 255, 255)',
      header: 'none',
    });
    await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeHidden();
  });

  test('has a print button, and no axe violations on screen', async ({ page }) => {
    await page.goto('/en/talents/3/ines-moreau/card');
    await page.evaluate(() =>
      Object.assign(window, { print: () => Object.assign(window, { printed: true }) }),
    );
    await page.getByRole('button', { name: 'Print / save as PDF' }).click();
    expect(await page.evaluate(() => 'printed' in window)).toBe(true);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a wrong name or section redirects to the card of the talent’s own URL', async ({
    page,
  }) => {
    await page.goto('/en/talents/1/someone/card');
    await expect(page).toHaveURL(/\/en\/models\/1\/lucia-navarro\/card$/);
    expect((await page.request.get('/en/models/999999/nobody/card')).status()).toBe(404);
  });
});
