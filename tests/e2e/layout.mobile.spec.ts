import { expect, test } from '@playwright/test';

// Layout on phones, as a visitor found it (issue 14).

test.describe('gallery tabs on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [
    '/modelos/1/lucia-navarro',
    '/en/models/1/lucia-navarro',
    '/pt/modelos/1/lucia-navarro',
  ]) {
    test(`${path}: book, snaps, composite and video are all on screen, whole`, async ({ page }) => {
      await page.goto(path);
      const tablist = page.getByRole('tablist');
      await tablist.scrollIntoViewIfNeeded();
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      expect(
        await tablist.evaluate((list) => list.scrollWidth <= list.clientWidth),
        'the strip needs no scrolling',
      ).toBe(true);
      for (const tab of await tabs.all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
        expect(
          await tab.evaluate((node) => node.scrollWidth <= node.clientWidth),
          await tab.innerText(),
        ).toBe(true);
      }
    });
  }
});

test('with favorites, the phone header and the menu row say how many', async ({ page }) => {
  for (const [path, name] of [
    ['/modelos/1/lucia-navarro', 'Lucía Navarro'],
    ['/talentos/3/ines-moreau', 'Inès Moreau'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: `Favorito: ${name}` }).click();
  }
  const menuButton = page.getByRole('button', { name: 'Abrir menú, 2 favoritos' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveText('2');
  await expect(menuButton.getByText('2')).toBeInViewport();

  await menuButton.click();
  const row = page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: /^Favoritos/ });
  await expect(row).toHaveAccessibleName('Favoritos 2 favoritos');
  await expect(row).toBeVisible();
  await expect(row).toContainText('2');
});

test('the 404 message keeps clear of the big number', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  const status = page.getByText('404', { exact: true });
  const message = page.getByRole('heading', { level: 1, name: 'This page could not be found.' });
  await expect(message).toBeVisible();
  const numberBottom = await status.evaluate((node) => node.getBoundingClientRect().bottom);
  // The top of the message's letters, not of its box.
  const textTop = await message.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getClientRects()[0]?.top ?? 0;
  });
  expect(textTop - numberBottom).toBeGreaterThanOrEqual(32);
});
