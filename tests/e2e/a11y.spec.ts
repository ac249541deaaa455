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
