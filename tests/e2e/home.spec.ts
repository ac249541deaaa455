import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('shows the hero carousel, the intro with the agency doors and the first three news', async ({
    page,
  }) => {
    await page.goto('/en');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(hero.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(hero.getByText('New faces 2025')).toBeVisible();

    // The first slide's picture is the page's largest: fetched eagerly with high priority, and only
    // one version of it.
    const first = hero.locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    // The other slides are not in the page until shortly before their turn, or until the visitor
    // reaches for the carousel; then lazily loaded.
    await expect(hero.locator('img')).toHaveCount(1);
    await hero.hover();
    await expect(hero.locator('img')).toHaveCount(3);
    await expect(hero.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumen Model Management');
    await expect(page.getByText('A model and talent agency in Madrid')).toBeVisible();
    const doors = page.getByRole('navigation', { name: 'Explore the agency' });
    await expect(doors.getByRole('link')).toHaveCount(3);
    await expect(doors.getByRole('link', { name: /Be a model/ })).toHaveAttribute(
      'href',
      '/en/be-a-model',
    );

    const news = page.getByRole('region', { name: 'Latest news' });
    const cards = news.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
      'Madrid Fashion Week: the reel',
    );
    // The batch post reads in English on the English home.
    await expect(news.getByRole('link', { name: /New faces 2025/ })).toHaveAttribute(
      'href',
      /^\/en\/news\/.+/,
    );
    await expect(news.getByRole('link', { name: 'See all news' })).toHaveAttribute(
      'href',
      '/en/news',
    );
  });

  test('the carousel moves with its buttons and can be paused', async ({ page }) => {
    await page.goto('/en');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await hero.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Resume the slideshow' })).toBeVisible();
    await hero.getByRole('button', { name: 'Next' }).click();
    await expect(hero.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(hero.getByRole('group', { name: '1 of 3', includeHidden: true })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await hero.getByRole('button', { name: 'Previous' }).click();
    await hero.getByRole('button', { name: 'Previous' }).click();
    await expect(hero.getByRole('group', { name: '3 of 3' })).toBeVisible();
    // A slide's link is localized: /be-a-model is /ser-modelo in Spanish.
    await expect(hero.getByRole('link', { name: /Become a model/ })).toHaveAttribute(
      'href',
      '/en/be-a-model',
    );
  });

  test('the Spanish home has the home header style and Spanish links', async ({ page }) => {
    await page.goto('/');
    // The home's own header: transparent over the hero, a shade instead of the solid bar.
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('background-image', /linear-gradient/);
    const hero = page.getByRole('region', { name: 'Destacados' });
    // Reaching for the carousel fills in the slides either side of the first.
    await hero.hover();
    await expect(
      hero.getByRole('link', { name: /Hazte modelo/, includeHidden: true }),
    ).toHaveAttribute('href', '/ser-modelo');
    await expect(
      page.getByRole('region', { name: 'Últimas noticias' }).getByRole('article'),
    ).toHaveCount(3);
    // Solid once scrolled, and on every other page.
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveCSS('background-image', 'none');
    await page.goto('/contacto');
    await expect(page.locator('header').first()).toHaveCSS('background-image', 'none');
  });

  test("the hero reads in the page language, and its links open that language's post", async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Destacados' });
    await expect(hero.getByText('Nuevas caras 2025', { exact: true })).toBeVisible();
    await expect(hero.getByText('Conoce el debut de la temporada')).toBeVisible();
    await hero.hover();
    await expect(hero).not.toContainText(/Meet the season|New faces|Campaign film|Become a model/);
    await expect(
      hero.getByRole('link', { name: /Película de campaña/, includeHidden: true }),
    ).toHaveAttribute('href', '/news/pelicula-de-campana-atelier-norte');

    await page.goto('/en');
    const english = page.getByRole('region', { name: 'Highlights' });
    await expect(english.getByText('Meet the season’s debut')).toBeVisible();
    await expect(english).not.toContainText(/Nuevas caras|Conoce|Hazte modelo/);
    await expect(english.getByRole('link', { name: /New faces 2025/ })).toHaveAttribute(
      'href',
      '/en/news/new-faces-2025',
    );
  });

  test('the Portuguese home links its news to the Spanish pages, as Portuguese has none', async ({
    page,
  }) => {
    await page.goto('/pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    const news = page.getByRole('region', { name: 'Últimas notícias' });
    await expect(news.getByRole('article')).toHaveCount(3);
    for (const href of await news
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/news\/[\w-]+$/);
    }
    const doors = page.getByRole('navigation', { name: 'Explore a agência' });
    await expect(doors.getByRole('link', { name: /Mulheres/ })).toHaveAttribute(
      'href',
      '/pt/mulheres',
    );
    await expect(doors.getByRole('link', { name: /Mulheres/ })).not.toHaveAttribute('hreflang');
  });

  test('a Portuguese page marks every link that leads to the Spanish site', async ({ page }) => {
    await page.goto('/pt');
    // Every link of the page to a page of the site outside /pt, but the language switch.
    const spanish = page.locator(
      'a[href^="/"]:not([href^="/pt"]):not([href^="/api"]):not([data-locale-switch])',
    );
    expect(await spanish.count()).toBeGreaterThanOrEqual(4);
    for (const link of await spanish.all()) {
      await expect(link).toHaveAttribute('hreflang', 'es');
      await expect(link.locator('.lang-tag')).toHaveText('ES(em espanhol)');
      await expect(link).toHaveAccessibleName(/\(em espanhol\)$/);
    }
    const all = page.getByRole('link', { name: /^Ver todas as notícias/ });
    await expect(all).toHaveAttribute('href', '/news');
    await expect(all.locator('.lang-tag [aria-hidden="true"]')).toBeVisible();
    // The same links on a Spanish page are its own: nothing to mark.
    await page.goto('/');
    await expect(page.locator('main .lang-tag')).toHaveCount(0);
  });
});
