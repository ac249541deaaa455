import { expect, test } from '@playwright/test';

import { appearedAt, toast, watchForAppearances } from './appearances';
import { backendTalent, TalentListPage } from './pages/talents';

test.describe('favorites', () => {
  test("an empty list says 'No talents selected!'", async ({ page }) => {
    await page.goto('/en/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites');
    await expect(page.getByText('No talents selected!')).toBeVisible();
    await page.goto('/favoritos');
    await expect(page.getByText('¡No hay talentos seleccionados!')).toBeVisible();
  });

  test('survive a reload and a language switch; a card opens the profile, Remove takes it off', async ({
    page,
  }) => {
    // Toasts last 4 s: the page records that each appeared (./appearances.ts).
    await watchForAppearances(page, {
      added: toast('Lucía Navarro was added to your favorites'),
      removed: toast('Lucía Navarro se ha quitado de favoritos'),
    });
    const list = new TalentListPage(page);
    await list.goto('/en/models/women');
    await list.heart('Lucía Navarro').click();
    await expect.poll(() => appearedAt(page, 'added')).not.toBeNull();
    await expect(list.heart('Lucía Navarro')).toHaveAttribute('aria-pressed', 'true');
    await list.goto('/en/talents/creative');
    await list.heart('Inès Moreau').click();

    await page.reload();
    await expect(list.heart('Inès Moreau')).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('favorites') ?? '{}') as Record<string, { name: string }>,
    );
    expect(Object.keys(stored).sort()).toEqual(['1', '3']);
    expect(stored['1']?.name).toBe('Lucía Navarro');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Favorites' })
      .click();
    await expect(page).toHaveURL(/\/en\/favorites$/);
    const favorites = page.getByRole('list', { name: 'Favorite talents' });
    await expect(favorites.getByRole('listitem')).toHaveCount(2);
    await expect(favorites.getByRole('link', { name: 'Inès Moreau' })).toHaveAttribute(
      'href',
      '/en/talents/3/ines-moreau',
    );

    await page.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    const favoritos = page.getByRole('list', { name: 'Talentos favoritos' });
    await expect(favoritos.getByRole('listitem')).toHaveCount(2);
    await expect(favoritos.getByRole('link', { name: 'Lucía Navarro' })).toHaveAttribute(
      'href',
      '/modelos/1/lucia-navarro',
    );

    await page.getByRole('button', { name: 'Quitar a Lucía Navarro de favoritos' }).click();
    await expect.poll(() => appearedAt(page, 'removed')).not.toBeNull();
    await expect(favoritos.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Talentos favoritos' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Quitar a Inès Moreau de favoritos' }).click();
    await expect(page.getByText('¡No hay talentos seleccionados!')).toBeVisible();
  });

  test('cards show the main measures, say what they do, and open the profile', async ({
    page,
    request,
  }) => {
    const lucia = await backendTalent(request, 1);
    const stored = {
      1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' },
      2: { id: 2, name: 'Hugo Ferrer', slug: 'hugo-ferrer', section: 'models' },
    };
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('favorites', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(stored));
    await page.goto('/favoritos');
    await expect(
      page.getByText(/Cada tarjeta abre el perfil del talento; su botón «Quitar»/),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' });
    const measures = card.getByRole('definition');
    await expect(card.getByLabel('Medidas de Lucía Navarro')).toBeVisible();
    const metric = (value: string | null | undefined) =>
      (value ?? '').split('/')[0]?.replace('.', ',') ?? '';
    await expect(card.locator('dt')).toHaveText([
      'Altura',
      'Busto',
      'Cintura',
      'Cadera',
      'Zapatos',
    ]);
    await expect(measures).toHaveText(
      [
        `${metric(lucia.measures.height)} cm`,
        `${metric(lucia.measures.bust)} cm`,
        `${metric(lucia.measures.waist)} cm`,
        `${metric(lucia.measures.hips)} cm`,
        `${metric(lucia.measures.shoes)} EU`,
        // As shown: each measure also carries its imperial form, hidden in metric units.
      ],
      { useInnerText: true },
    );
    // Hugo is a man: his bust is a chest.
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Hugo Ferrer' }).locator('dt').nth(1),
    ).toHaveText('Pecho');

    // The keyboard reaches each card's link and its Remove button, which says what it does.
    const remove = card.getByRole('button', { name: 'Quitar a Lucía Navarro de favoritos' });
    await expect(remove).toHaveText('Quitar');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Quitar a Hugo Ferrer de favoritos' }),
    ).toBeFocused();

    // A click on the card opens the profile, and removes nothing.
    await page.getByRole('link', { name: 'Hugo Ferrer' }).click();
    await expect(page).toHaveURL(/\/modelos\/2\/hugo-ferrer$/);
    const kept = await page.evaluate(() =>
      Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}')),
    );
    expect(kept).toEqual(['2']);
  });

  test("no 'No talents selected' shows before the stored favorites appear", async ({ page }) => {
    await watchForAppearances(page, {
      emptyBoard: { selector: 'main', text: '¡No hay talentos seleccionados!' },
      emptyCount: { selector: 'main', text: 'Ningún talento seleccionado' },
    });
    await page.addInitScript(() =>
      localStorage.setItem(
        'favorites',
        JSON.stringify({ 1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro' } }),
      ),
    );
    await page.goto('/favoritos');
    await expect(
      page.getByRole('list', { name: 'Talentos favoritos' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByLabel('Nombre').click();
    await expect(page.getByText('1 talento seleccionado')).toBeVisible();
    expect(await appearedAt(page, 'emptyBoard')).toBeNull();
    expect(await appearedAt(page, 'emptyCount')).toBeNull();
  });

  test('the profile heart adds and removes, with a warning on removal', async ({ page }) => {
    await watchForAppearances(page, {
      removed: toast('Candela Ruiz was removed from your favorites'),
    });
    await page.goto('/en/talents/4/candela-ruiz');
    const heart = page.getByRole('button', { name: 'Favorite: Candela Ruiz' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect.poll(() => appearedAt(page, 'removed')).not.toBeNull();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a favorite added on a list shows on the same card in the other language', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models/men');
    await list.heart('Hugo Ferrer').click();
    await page.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/modelos\/hombres$/);
    await expect(list.heart('Hugo Ferrer')).toHaveAttribute('aria-pressed', 'true');
  });

  for (const [label, raw] of [
    ['corrupt', '{not json'],
    ['foreign', JSON.stringify({ state: { theme: 'dark' }, version: 2 })],
    [
      'half-broken',
      JSON.stringify({
        '1': {
          id: 1,
          name: 'Lucía Navarro',
          slug: 'lucia-navarro',
          section: 'models',
          cover: null,
          cover2: null,
        },
        x: { id: 'x' },
        '9': [1, 2],
      }),
    ],
  ] as const) {
    test(`${label} data under the favorites key is ignored, not a crash`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript((value) => localStorage.setItem('favorites', value), raw);
      await page.goto('/en/favorites');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites');
      if (label === 'half-broken') {
        await expect(
          page.getByRole('list', { name: 'Favorite talents' }).getByRole('listitem'),
        ).toHaveCount(1);
      } else {
        await expect(page.getByText('No talents selected!')).toBeVisible();
      }
      await page.goto('/en/models/women');
      await expect(page.getByRole('link', { name: 'Lucía Navarro' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
