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
