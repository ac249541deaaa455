import { expect, test } from '@playwright/test';

import { LOCALIZED_PATHS, NOT_FOUND_PATHS } from './routes';

test.describe('routing', () => {
  test('/ is the Spanish home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toContainText(
      'Modelos',
    );
  });

  for (const [from, to] of [
    ['/es', '/'],
    ['/es/contacto', '/contacto'],
    ['/es/modelos/mujeres', '/modelos/mujeres'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to);
    });
  }

  test("a path in another language's words is sent to this language's path", async ({
    request,
  }) => {
    const response = await request.get('/en/contacto', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/en\/contact$/);
  });

  test('/es/models/curvy reaches the curvy list', async ({ page }) => {
    await page.goto('/es/models/curvy');
    await expect(page).toHaveURL(/\/modelos\/curvy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Curvy');
  });

  for (const [locale, paths] of Object.entries(LOCALIZED_PATHS)) {
    test(`every ${locale} path answers 200 in ${locale}`, async ({ request }) => {
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        expect(html, path).toMatch(/<h1[^>]*>/);
      }
    });
  }

  test('unknown locales and routes missing from a language are 404', async ({ request }) => {
    for (const path of NOT_FOUND_PATHS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found.');
    }
  });

  test('files the site does not have, asked for by browsers and crawlers, are 404', async ({
    request,
  }) => {
    // A path with a dot is not sent to the Spanish pages: it reaches app/[lang] as a locale.
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/missing.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found.');
    }
  });
});

test.describe('404 page', () => {
  test('Return goes back one page and HOME goes to /', async ({ page }) => {
    await page.goto('/en/contact');
    await page.goto('/en/no-such-page');
    await expect(
      page.getByRole('heading', { name: 'This page could not be found.' }),
    ).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Return' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);

    await page.goto('/no-existe');
    await page.getByRole('link', { name: 'INICIO', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('language switch', () => {
  test('keeps the page when switching between ES and EN', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByRole('link', { name: 'Cambiar a English' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test('keeps sub-category pages too', async ({ page }) => {
    await page.goto('/en/models/women');
    await page.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/modelos\/mujeres$/);
  });
});

test.describe('header', () => {
  test('models and talents open a dropdown on hover', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Models', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Women', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Talents', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Kids', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Women', exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
  });

  test('page titles follow "{title} | {product name}"', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page).toHaveTitle(/^Contact \| .+/);
  });
});
