import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { shoeSizes } from '../../lib/format/units';
import { ComparisonPage } from './pages/comparison';
import { SelectionPage } from './pages/selection';
import { backendTalent } from './pages/talents';
import { UnitsChoice } from './pages/units';
import { readPdf } from './pdf-text';

// Comparing talents side by side (issue 48). Fixed demo talents (backend/README.md): 1 Lucía
// Navarro, 2 Hugo Ferrer (man), 3 Inès Moreau (creative), 4 Candela Ruiz (kid), 5 Mateo Castillo.
const favorite = (id: number, name: string, slug: string, section: 'models' | 'talents') => ({
  id,
  name,
  slug,
  section,
});
const LUCIA = favorite(1, 'Lucía Navarro', 'lucia-navarro', 'models');
const HUGO = favorite(2, 'Hugo Ferrer', 'hugo-ferrer', 'models');
const INES = favorite(3, 'Inès Moreau', 'ines-moreau', 'talents');
const CANDELA = favorite(4, 'Candela Ruiz', 'candela-ruiz', 'talents');
const MATEO = favorite(5, 'Mateo Castillo', 'mateo-castillo', 'models');
const A4_LANDSCAPE = { width: 842, height: 595 };

test.describe('comparing talents', () => {
  test('three favorites side by side: a real table, one row per measure, the differences marked', async ({
    page,
    request,
  }) => {
    await new SelectionPage(page).storeFavorites([LUCIA, HUGO, INES]);
    const compare = new ComparisonPage(page);
    await page.goto('/en/favorites');
    await expect(compare.choice('Lucía Navarro')).toBeChecked();
    await expect(compare.choice('Inès Moreau')).toBeChecked();
    await compare.compareLink.click();
    await expect(page).toHaveURL(/\/en\/compare\/1-2-3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3 talents side by side');

    await expect(compare.table).toHaveAccessibleName(
      'Measurements of Lucía Navarro, Hugo Ferrer, and Inès Moreau',
    );
    await expect(compare.names).toHaveText(['Lucía Navarro', 'Hugo Ferrer', 'Inès Moreau']);
    await expect(compare.table.getByRole('rowheader')).toHaveCount(7);
    await expect(compare.names.getByRole('link', { name: 'Inès Moreau' })).toHaveAttribute(
      'href',
      '/en/talents/3/ines-moreau',
    );

    const talents = await Promise.all([1, 2, 3].map((id) => backendTalent(request, id)));
    const heights = talents.map((talent) => `${talent.measures.height?.split('/')[0]} cm`);
    expect(await compare.values('Height')).toEqual(heights);
    expect(await compare.differs('Height')).toBe(new Set(heights).size > 1);
    // Bust for women and chest for men: one row, labelled for both.
    await expect(compare.row('Bust/chest')).toHaveCount(1);
    const eyes = await compare.values('Eyes');
    expect(await compare.differs('Eyes')).toBe(new Set(eyes).size > 1);

    // In imperial, each talent's shoes on their own chart.
    await new UnitsChoice(page).radio('Imperial').check();
    const shoes = talents.map((talent, index) => {
      const sizes = shoeSizes(
        Number(talent.measures.shoes?.split('/')[0]),
        index === 1 ? 'men' : 'women',
      );
      return `${sizes?.us} US · ${sizes?.uk} UK`;
    });
    expect(await compare.values('Shoes')).toEqual(shoes);

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a fifth talent is refused, saying why in the page’s language', async ({ page }) => {
    await new SelectionPage(page).storeFavorites([LUCIA, HUGO, INES, CANDELA, MATEO]);
    const compare = new ComparisonPage(page);
    await page.goto('/favoritos');
    await expect(compare.choice('Candela Ruiz')).toBeChecked();
    await expect(compare.choice('Mateo Castillo')).not.toBeChecked();
    await compare.choice('Mateo Castillo').click();
    await expect(compare.refusal).toHaveText(
      'Puedes comparar cuatro talentos como máximo. Desmarca uno para añadir a Mateo Castillo.',
    );
    await expect(compare.choice('Mateo Castillo')).not.toBeChecked();
    await expect(compare.compareLink).toHaveText('Comparar 4 talentos');

    // Unchecked one, the fifth goes in and the reason goes away.
    await compare.choice('Hugo Ferrer').click();
    await compare.choice('Mateo Castillo').click();
    await expect(compare.refusal).toHaveText('');
    await expect(compare.compareLink).toHaveAttribute('href', '/comparar/1-3-4-5');
    // One talent alone is nothing to compare.
    for (const name of ['Lucía Navarro', 'Inès Moreau', 'Candela Ruiz'])
      await compare.choice(name).click();
    await expect(compare.compareLink).toHaveCount(0);
    await expect(compare.picker).toContainText('Elige al menos dos talentos para comparar.');
  });

  test('a shared selection compares too, and a longer link keeps four and says so', async ({
    page,
  }) => {
    const compare = new ComparisonPage(page);
    await page.goto('/seleccion/1-3-5');
    await compare.compareLink.click();
    await expect(page).toHaveURL(/\/comparar\/1-3-5$/);
    await expect(compare.names).toHaveText(['Lucía Navarro', 'Inès Moreau', 'Mateo Castillo']);

    await page.goto('/en/compare/1-2-3-4-5-6');
    await expect(compare.names).toHaveCount(4);
    await expect(
      page.getByText(
        'A comparison shows at most 4 talents: 2 more talents in this link were left out.',
      ),
    ).toBeVisible();
  });

  test('prints on one A4 landscape page, light, with the table and none of the site', async ({
    page,
    request,
  }) => {
    const height = (await backendTalent(request, 1)).measures.height?.split('/')[0] ?? '';
    const compare = new ComparisonPage(page);
    await page.goto('/en/compare/1-2-3-4');
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const pages = await readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject(A4_LANDSCAPE);
    // PDF text spells letter-spaced capitals one letter at a time: compared without spaces or case.
    const text = (pages[0]?.text ?? '').replace(/\s/g, '').toLowerCase();
    const squeezed = (words: string) => words.replace(/\s/g, '').toLowerCase();
    for (const words of ['Lucía Navarro', 'Candela Ruiz', 'Height', 'Hair', `${height} cm`])
      expect(text).toContain(squeezed(words));
    for (const site of ['Favorites', 'Privacy policy', 'Print / save as PDF', 'Metric'])
      expect(text).not.toContain(squeezed(site));
    await page.emulateMedia({ media: 'print' });
    expect(
      await compare.table.evaluate(
        (table) => getComputedStyle(table.closest('body') ?? table).backgroundColor,
      ),
    ).toBe('rgb(255, 255, 255)');
  });

  test('is not indexed, exists in Portuguese, and anything but ids is a 404', async ({
    page,
    request,
  }) => {
    await page.goto('/pt/comparar/1-3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 talentos lado a lado');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const path of ['/en/compare/abc', '/comparar/1-x', '/en/compare/0'])
      expect((await request.get(path)).status(), path).toBe(404);
    await page.goto('/en/compare/999998-999999');
    await expect(
      page.getByText('None of the talents in this link is available any more.'),
    ).toBeVisible();
  });
});
