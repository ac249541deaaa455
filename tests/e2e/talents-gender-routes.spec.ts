import { expect, test } from '@playwright/test';

import { TalentListPage } from './pages/talents';

// The gender rule of the models lists (issue 14, items 5 and 6): where a language has a route for a
// gender, choosing that gender goes to its route, and that route lists only its gender under its
// own heading. A `?gender=` on such a list is carried to the matching route. The English words
// woman and man (docs/product.md, "Gender and category choices") reach the women and men lists in
// es and en.

const GENDER_LISTS = [
  ['/modelos/mujeres', 'Mujeres', 'woman', 'Mujer'],
  ['/modelos/hombres', 'Hombres', 'man', 'Hombre'],
  ['/en/models/women', 'Women', 'woman', 'Woman'],
  ['/en/models/men', 'Men', 'man', 'Man'],
  ['/pt/mulheres', 'Mulheres', 'woman', 'Mulher'],
  ['/pt/homens', 'Homens', 'man', 'Homem'],
  ['/en/models/woman', 'Women', 'woman', 'Woman'],
  ['/en/models/man', 'Men', 'man', 'Man'],
  ['/modelos/woman', 'Mujeres', 'woman', 'Mujer'],
  ['/modelos/man', 'Hombres', 'man', 'Hombre'],
] as const;

test.describe('a gender list shows its gender under its heading', () => {
  for (const [path, heading, gender, choice] of GENDER_LISTS) {
    test(`${path} lists only ${gender} talents under '${heading}'`, async ({ page }) => {
      const list = new TalentListPage(page);
      await list.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(list.genderChoice(choice)).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => list.genders()).toEqual([gender]);
      expect(await list.visibleCards().count()).toBeGreaterThan(0);
    });
  }
});

test('woman and man are second names of the women and men lists: canonical there, not in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/en/models/woman');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/models\/women$/,
  );
  await page.goto('/modelos/man');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/modelos\/hombres$/,
  );
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/modelos/mujeres</loc>');
  expect(sitemap).not.toMatch(/\/models?\/(woman|man)</);
});

test.describe('choosing a gender goes to its route', () => {
  test('Portuguese: Homem on /pt/mulheres opens /pt/homens', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/pt/mulheres');
    await list.genderChoice('Homem').click();
    await expect(page).toHaveURL(/\/pt\/homens$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homens');
    await expect.poll(() => list.genders()).toEqual(['man']);
  });

  test('?gender=man on /modelos/mujeres goes to /modelos/hombres', async ({ page }) => {
    const list = new TalentListPage(page);
    await list.goto('/modelos/mujeres?gender=man');
    await expect(page).toHaveURL(/\/modelos\/hombres$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hombres');
    await expect.poll(() => list.genders()).toEqual(['man']);
  });

  test('?gender=woman on /en/models goes to /en/models/women and keeps the other filters', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/en/models?gender=woman&q=a');
    await expect(page).toHaveURL(/\/en\/models\/women\?q=a$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
    await expect.poll(() => list.genders()).toEqual(['woman']);
  });

  test('a gender without a route in the language is dropped, not shown under the wrong heading', async ({
    page,
  }) => {
    const list = new TalentListPage(page);
    await list.goto('/pt/mulheres?gender=all');
    await expect(page).toHaveURL(/\/pt\/mulheres$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mulheres');
    await expect.poll(() => list.genders()).toEqual(['woman']);
  });
});
