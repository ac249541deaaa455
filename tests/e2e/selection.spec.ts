import { expect, test } from '@playwright/test';

import { appearedAt, toast, watchForAppearances } from './appearances';
import { E2E } from './env';
import { SelectionPage } from './pages/selection';
import { backendTalent } from './pages/talents';

// A shared selection (issue 12). Fixed demo talents: 1 Lucía Navarro (model), 3 Inès Moreau
// (creative, under talents), 5 Mateo Castillo (model, man).
const LUCIA = { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' } as const;
const INES = { id: 3, name: 'Inès Moreau', slug: 'ines-moreau', section: 'talents' } as const;

test.describe('share selection', () => {
  test('the favorites page links to a page listing exactly those talents with their measures', async ({
    page,
    request,
  }) => {
    const selection = new SelectionPage(page);
    await selection.storeFavorites([LUCIA, INES]);
    await page.goto('/en/favorites');
    await expect(selection.shareUrl).toHaveValue(`${E2E.publicUrl}/en/selection/1-3`);

    await selection.share.getByRole('link', { name: 'Open the selection page' }).click();
    await expect(page).toHaveURL(/\/en\/selection\/1-3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 talents selected for you');
    await expect(selection.talents.getByRole('link')).toHaveText(['Lucía Navarro', 'Inès Moreau']);
    await expect(selection.talents.getByRole('link', { name: 'Inès Moreau' })).toHaveAttribute(
      'href',
      '/en/talents/3/ines-moreau',
    );
    const lucia = await backendTalent(request, 1);
    await expect(selection.measure('Lucía Navarro', 'Height')).toHaveText(
      `${(lucia.measures.height ?? '').split('/')[0]} cm`,
      { useInnerText: true },
    );
    // Eyes arrive in Portuguese and are shown in English.
    await expect(selection.measure('Lucía Navarro', 'Eyes')).not.toHaveText(
      lucia.measures.eyes ?? '',
    );
  });

  test('the link is copied to the clipboard, and shared through the share sheet where there is one', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // A phone's share sheet, recorded instead of shown.
      Object.assign(navigator, {
        share: async (data: ShareData) => Object.assign(window, { shared: data }),
      });
    });
    const selection = new SelectionPage(page);
    await selection.storeFavorites([LUCIA, INES]);
    await page.goto('/favoritos');
    const url = await selection.shareUrl.inputValue();
    expect(url).toMatch(/\/seleccion\/1-3$/);

    await selection.share.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(selection.share.getByRole('status')).toHaveText('Enlace copiado al portapapeles.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await selection.share.getByRole('button', { name: 'Compartir…' }).click();
    expect(await page.evaluate(() => (window as Window & { shared?: ShareData }).shared?.url)).toBe(
      url,
    );
  });

  test('more favorites than a selection holds are not shared', async ({ page }) => {
    const selection = new SelectionPage(page);
    const many = Array.from({ length: 51 }, (_, index) => ({
      id: index + 1,
      name: `Talent ${index + 1}`,
      slug: `talent-${index + 1}`,
      section: 'models' as const,
    }));
    await selection.storeFavorites(many);
    await page.goto('/en/favorites');
    await expect(selection.share).toContainText(
      'A shared selection holds at most 50 talents: remove 1 talent to share yours.',
    );
    await expect(selection.shareUrl).toHaveCount(0);
  });
});

test.describe('a selection page', () => {
  test('adds every talent to the visitor’s favorites, and requests a quote for them', async ({
    page,
  }) => {
    // The toast lasts 4 s: the page records that it appeared (./appearances.ts).
    await watchForAppearances(page, { added: toast('3 talentos se han añadido a favoritos') });
    const selection = new SelectionPage(page);
    await page.goto('/seleccion/1-3-5');
    await expect(selection.talents).toHaveCount(3);
    const addAll = page.getByRole('button', { name: 'Añadir todos a mis favoritos' });
    await addAll.click();
    await expect.poll(() => appearedAt(page, 'added')).not.toBeNull();
    expect(await selection.storedIds()).toEqual(['1', '3', '5']);
    await expect(page.getByRole('button', { name: 'Todos en tus favoritos' })).toBeDisabled();

    await page.evaluate(() => localStorage.removeItem('favorites'));
    await page.reload();
    await page.getByRole('link', { name: 'Pedir presupuesto de estos' }).click();
    await expect(page).toHaveURL(/\/favoritos#quote-form-title$/);
    await expect(
      page.getByRole('list', { name: 'Talentos favoritos' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(page.locator('#quote-form-title')).toBeInViewport();
  });

  test('skips ids that no longer exist and says how many', async ({ page }) => {
    const selection = new SelectionPage(page);
    await page.goto('/en/selection/1-999998-3-999999');
    await expect(
      page.getByText('2 talents in this link are no longer available and were left out.'),
    ).toBeVisible();
    await expect(selection.talents.getByRole('link')).toHaveText(['Lucía Navarro', 'Inès Moreau']);
  });

  test('refuses more than 50 talents with a clear message, and takes 50', async ({ page }) => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join('-');
    const selection = new SelectionPage(page);
    let response = await page.goto(`/en/selection/${ids(51)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This selection is too long');
    await expect(
      page.getByText('This link holds 51 talents; a shared selection holds at most 50.'),
    ).toBeVisible();
    await expect(selection.talents).toHaveCount(0);

    response = await page.goto(`/en/selection/${ids(50)}`);
    expect(response?.status()).toBe(200);
    await expect(selection.talents).toHaveCount(50);
  });

  test('is not indexed, exists in Portuguese, and anything but ids is a 404', async ({
    page,
    request,
  }) => {
    await page.goto('/pt/selecao/1-3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '2 talentos selecionados para você',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const path of ['/en/selection/abc', '/en/selection/1-x', '/seleccion/0']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
