import { expect, test, type Page } from '@playwright/test';

import { E2E } from './env';
import { backendTalent } from './pages/talents';
import { LOCALIZED_PATHS } from './routes';

const site = E2E.publicUrl;

/** The hreflang alternates in the head, as { hreflang: href }. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('hreflang') ?? '', node.getAttribute('href') ?? '']),
    );
  return Object.fromEntries(links);
}

/** The JSON-LD objects of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  return bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first();

test.describe('SEO metadata', () => {
  test('a profile has a canonical URL, hreflang alternates with x-default, social cards and a Person', async ({
    page,
    request,
  }) => {
    const source = await backendTalent(request, 1);
    await page.goto('/en/models/1/lucia-navarro');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site}/en/models/1/lucia-navarro`,
    );
    expect(await hreflangs(page)).toEqual({
      es: `${site}/modelos/1/lucia-navarro`,
      en: `${site}/en/models/1/lucia-navarro`,
      pt: `${site}/pt/modelos/1/lucia-navarro`,
      'x-default': `${site}/modelos/1/lucia-navarro`,
    });

    await expect(meta(page, 'og:url')).toHaveAttribute(
      'content',
      `${site}/en/models/1/lucia-navarro`,
    );
    await expect(meta(page, 'og:title')).toHaveAttribute('content', 'Lucía Navarro');
    // The country comes in the page's language.
    await expect(meta(page, 'og:description')).toHaveAttribute(
      'content',
      /^Lucía Navarro · Madrid, /,
    );
    await expect(meta(page, 'og:description')).not.toHaveAttribute('content', /Espanha/);
    await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/.+/);
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta(page, 'twitter:image')).toHaveAttribute('content', /^https?:\/\/.+/);
    const image = await meta(page, 'og:image').getAttribute('content');
    expect((await request.get(image ?? '')).ok(), 'og:image loads').toBe(true);

    const person = (await structuredData(page)).find((data) => data['@type'] === 'Person');
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Lucía Navarro',
      url: `${site}/en/models/1/lucia-navarro`,
      image,
      sameAs: [`https://www.instagram.com/${source.instagram}/`],
    });
  });

  test('the home states the agency as an Organization with its social profiles', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site}/en`);
    // Next writes the root without its trailing slash (trailingSlash: false).
    expect(await hreflangs(page)).toMatchObject({
      es: site,
      en: `${site}/en`,
      pt: `${site}/pt`,
      'x-default': site,
    });
    const organization = (await structuredData(page)).find(
      (data) => data['@type'] === 'Organization',
    );
    expect(organization).toMatchObject({
      url: `${site}/en`,
      logo: `${site}/icon.svg`,
      sameAs: [expect.stringMatching(/^https:\/\/www\.instagram\.com\//)],
    });
    expect((await page.request.get(`${site}/icon.svg`)).ok(), 'the logo loads').toBe(true);
  });

  test('a batch post links each language to its own item, and shares its cover', async ({
    page,
  }) => {
    await page.goto('/en/news/new-faces-2025');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site}/en/news/new-faces-2025`,
    );
    expect(await hreflangs(page)).toEqual({
      es: `${site}/news/nuevas-caras-2025`,
      en: `${site}/en/news/new-faces-2025`,
      'x-default': `${site}/news/nuevas-caras-2025`,
    });
    await expect(meta(page, 'og:url')).toHaveAttribute('content', `${site}/en/news/new-faces-2025`);
    await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/.+/);
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  });

  test('robots.txt and the sitemap point at the site on the port it runs on', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots).toContain(`Host: ${site}`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${site}/en/models</loc>`);
    expect(sitemap).not.toMatch(/localhost:3000\b/);
  });

  test('every page has a canonical URL and an x-default alternate', async ({ request }) => {
    for (const path of Object.values(LOCALIZED_PATHS).flat()) {
      const html = await (await request.get(path)).text();
      const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, path).toBe(path === '/' ? site : `${site}${path}`);
      expect(html, path).toMatch(/<link[^>]*hreflang="x-default"/i);
    }
  });
});
