import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, pageTypes } from './a11y-pages';

// Every page type, at the desktop size here and at the phone size in a11y.mobile.spec.ts.
test('every page type has no axe violations', async ({ page, request }) => {
  test.setTimeout(360_000);
  await expectNoAxeViolations(page, await pageTypes(request));
});

test('the keyboard reaches the navigation with a visible focus, and Escape closes a dropdown', async ({
  page,
}) => {
  await page.goto('/en');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const toggle = page.getByRole('button', { name: 'Models submenu' });
  await toggle.focus();
  const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  const women = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Women', exact: true });
  await expect(women).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(women).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(women).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the favorites with their cards, an open lightbox and a played video have no axe violations', async ({
  page,
}) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const analyze = async (label: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      label,
    ).toEqual([]);
  };
  await page.addInitScript(() =>
    localStorage.setItem(
      'favorites',
      JSON.stringify({ 1: { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro' } }),
    ),
  );
  await page.goto('/favoritos');
  await expect(page.getByLabel('Medidas de Lucía Navarro')).toBeVisible();
  await analyze('favorites');

  await page.goto('/en/models/1/lucia-navarro');
  await page.getByRole('button', { name: 'Open image 2 of 6' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await analyze('lightbox');

  // No provider is reachable here: the video comes back as its poster, a message and the link.
  await page.goto('/en/models/10/olivia-bennett');
  await page.getByRole('button', { name: 'Play video 1 of Olivia Bennett' }).click();
  await expect(page.getByText('The video cannot be loaded here.')).toBeVisible();
  await analyze('video fallback');
});
