import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, pageTypes } from './a11y-pages';

test('every page type has no axe violations on a phone', async ({ page, request }) => {
  test.setTimeout(360_000);
  await expectNoAxeViolations(page, await pageTypes(request));
});

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
