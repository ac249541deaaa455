import { expect, test } from '@playwright/test';

import { LOCALIZED_PATHS, NOT_FOUND_PATHS, notFoundMessage } from './routes';

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
      expect(await response.text(), path).toContain(notFoundMessage(path));
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
  test("says it in the page's language: the spec's English sentence on English pages", async ({
    page,
  }) => {
    const cases: [string, string, string][] = [
      ['/no-existe', 'No se ha encontrado esta página.', 'INICIO'],
      ['/modelos/99999/nadie', 'No se ha encontrado esta página.', 'INICIO'],
      ['/pt/news', 'Esta página não foi encontrada.', 'INÍCIO'],
      ['/en/no-such-page', 'This page could not be found.', 'HOME'],
    ];
    for (const [path, message, home] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(message);
      await expect(page.getByRole('link', { name: home, exact: true }), path).toBeVisible();
      expect(await page.locator('html').getAttribute('lang'), path).toBe(
        path.startsWith('/pt') ? 'pt' : path.startsWith('/en') ? 'en' : 'es',
      );
    }
  });

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

  test("is a real link to the same page in the server's markup, the same for every page type", async ({
    request,
  }) => {
    /** The language switch's links in a page's HTML, as a browser without scripts sees them. */
    const switches = async (path: string) => {
      const html = await (await request.get(path)).text();
      const links = [
        ...html.matchAll(/<a href="([^"]*)" hrefLang="(\w+)"[^>]*data-locale-switch/g),
      ];
      return links.map(([, href, language]) => `${language} ${href}`);
    };
    const cases: [string, string[]][] = [
      ['/contacto', ['en /en/contact']],
      ['/en/about-us', ['es /sobre-nosotros']],
      ['/modelos/actores', ['en /en/models/actors']],
      ['/en/models/woman', ['es /modelos/mujeres']],
      ['/nuevas-caras', ['en /en/new-faces']],
      ['/en/models/1/lucia-navarro', ['es /modelos/1/lucia-navarro']],
      ['/modelos/1/lucia-navarro/ficha', ['en /en/models/1/lucia-navarro/card']],
      ['/seleccion/1-3', ['en /en/selection/1-3']],
      // A batch post: each language has its item's slug.
      ['/en/news/new-faces-2025', ['es /news/nuevas-caras-2025']],
      ['/news/nuevas-caras-2025', ['en /en/news/new-faces-2025']],
      ['/pt/contato', ['es /contacto', 'en /en/contact']],
      ['/pt/mulheres', ['es /modelos/mujeres', 'en /en/models/women']],
      [
        '/pt/modelos/1/lucia-navarro',
        ['es /modelos/1/lucia-navarro', 'en /en/models/1/lucia-navarro'],
      ],
      ['/en', ['es /']],
      ['/pt', ['es /', 'en /en']],
    ];
    for (const [path, expected] of cases) {
      const links = await switches(path);
      // The header's switch and the phone menu's, alike.
      expect(links, path).toEqual([...expected, ...expected]);
    }
  });

  test('opened without scripts, in a new tab, or before hydration, it leads to the same page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/models/1/lucia-navarro');
    await page.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/modelos\/1\/lucia-navarro$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('follows client-side navigation and keeps the current query', async ({ page }) => {
    await page.goto('/en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    const spanish = page.getByRole('link', { name: 'Switch to Español' });
    await expect(spanish).toHaveAttribute('href', '/contacto');
    await page.goto('/en/models/actors?q=a');
    await page.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/modelos\/actores\?q=a$/);
    // A page the site does not have: the other language's home.
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('link', { name: 'Switch to Español' })).toHaveAttribute(
      'href',
      '/',
    );
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

test.describe('scrolling', () => {
  test('a link to another page opens it at its top at once, not by a smooth scroll up', async ({
    page,
  }) => {
    await page.goto('/modelos');
    const from = await page.evaluate(() => {
      window.scrollTo({ top: 2000, behavior: 'instant' });
      return Math.round(window.scrollY);
    });
    expect(from).toBeGreaterThan(1000);
    // Every frame's scroll position from the click until the new page has settled.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const sample = () => {
        seen.push(Math.round(window.scrollY));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Contacto' })
      .click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(600);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.at(-1)).toBe(0);
    // A smooth scroll would pass through the positions in between, frame by frame.
    expect(seen.filter((y) => y > 0 && y < from)).toEqual([]);
  });
});
