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

// Every board the desktop dropdowns offer is in the phone menu too (docs/product.md, "Navigation,
// header and footer"), in each language, with the same addresses.
for (const { home, open, dialog, section, boards, follow } of [
  {
    home: '/',
    open: 'Abrir menú',
    dialog: 'Menú',
    section: 'Modelos',
    boards: ['Modelos', 'Mujeres', 'Hombres', 'Actores', 'Internacional', 'Curvy', 'Nuevas caras'],
    follow: { name: 'Actores', url: /\/modelos\/actores$/, heading: 'Actores' },
  },
  {
    home: '/en',
    open: 'Open menu',
    dialog: 'Menu',
    section: 'Models',
    boards: ['Models', 'Women', 'Men', 'Actors', 'International', 'Curvy', 'New faces'],
    follow: { name: 'Curvy', url: /\/en\/models\/curvy$/, heading: 'Curvy' },
  },
  {
    home: '/pt',
    open: 'Abrir menu',
    dialog: 'Menu',
    section: 'Modelos',
    boards: ['Mulheres', 'Homens', 'Future face'],
    follow: { name: 'Future face', url: /\/pt\/future-face$/, heading: 'Future face' },
  },
]) {
  test(`${home}: the phone menu reaches every board of the desktop menu`, async ({ page }) => {
    await page.goto(home);
    // The desktop dropdowns' addresses, from the same page's (hidden) desktop navigation.
    const desktop = await page
      .locator('header nav ul ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.getByRole('button', { name: open }).click();
    const menu = page.getByRole('dialog', { name: dialog });
    const models = menu.getByRole('listitem').filter({ hasText: section }).first();
    for (const name of boards)
      await expect(models.getByRole('link', { name, exact: true })).toBeVisible();
    const phone = await menu
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of desktop) expect(phone, `${href} in the phone menu`).toContain(href);
    // Sections without boards are one link each, not a heading over a link of the same name.
    expect(await menu.getByRole('link', { name: /^(Contact|Contacto|Contato)$/ }).count()).toBe(1);
    await models.getByRole('link', { name: follow.name, exact: true }).click();
    await expect(page).toHaveURL(follow.url);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(follow.heading);
  });
}
