import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageTypes } from './a11y-pages';

test('every page type has no axe violations on a phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const path of await pageTypes(request)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(summary, path).toEqual([]);
  }
});

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
