import { expect, test } from '@playwright/test';

test('the mobile menu lists the sections, their sub-links, favorites and ES/EN', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Mujeres',
    'Hombres',
    'Creative',
    'Kids',
    'Noticias',
    'Magazine',
    'Contacto',
    'Sobre nosotros',
    'Ser modelo',
    'Favoritos',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Cambiar a English' })).toBeVisible();

  await menu.getByRole('link', { name: 'Contacto', exact: true }).click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the mobile menu switches language and keeps the page', async ({ page }) => {
  await page.goto('/sobre-nosotros');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('dialog', { name: 'Menú' })
    .getByRole('link', { name: 'Cambiar a English' })
    .click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button opens the menu and its close button closes it', async ({ page }) => {
    await page.goto('/en');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test('the menu button says whether the menu is open', async ({ page }) => {
  await page.goto('/en');
  // The page behind an open modal dialog is inert, so the button is found by what it controls.
  const button = page.locator('button[aria-controls="site-menu"]');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
