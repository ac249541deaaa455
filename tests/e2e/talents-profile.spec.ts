import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';

import { E2E } from './env';
import { ageToday, backendTalent, backendTalents, ProfilePage } from './pages/talents';
import { notFoundMessage } from './routes';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test.describe('talent profile', () => {
  test('shows name, place, age, favorite, Instagram and measures as the spec formats them', async ({
    page,
    request,
  }) => {
    const source = await backendTalent(request, 1);
    await page.goto('/en/models/1/lucia-navarro');
    const profile = new ProfilePage(page);
    await expect(page).toHaveTitle(/^Lucía Navarro \| .+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Navarro');
    await expect(page.getByText(/^Madrid, /)).toBeVisible();
    await expect(page.getByText(`${ageToday(source.birthdate ?? '')} years old`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favorite: Lucía Navarro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('link', { name: 'Lucía Navarro on Instagram' })).toHaveAttribute(
      'href',
      `https://www.instagram.com/${source.instagram}/`,
    );
    // The metric part, with its unit: centimetres for lengths, EU sizes for clothes and shoes.
    await expect(profile.measure('Height')).toHaveText(
      `${source.measures.height?.split('/')[0]} cm`,
      { useInnerText: true },
    );
    await expect(profile.measure('Waist')).toHaveText(
      `${source.measures.waist?.split('/')[0]} cm`,
      { useInnerText: true },
    );
    await expect(profile.measure('Jeans')).toHaveText(
      `${source.measures.jeans?.split('/')[0]} EU`,
      { useInnerText: true },
    );
    await expect(profile.measure('Shoes')).toHaveText(
      `${source.measures.shoes?.split('/')[0]} EU`,
      { useInnerText: true },
    );
    // Eye and hair values arrive in Portuguese and are shown translated.
    await expect(profile.measure('Eyes')).not.toHaveText(source.measures.eyes ?? '');
    await expect(profile.measure('Hair')).not.toHaveText(source.measures.hair ?? '');
    // The biography is for creative talents only (category 1908).
    await expect(page.getByRole('heading', { name: 'Biography' })).toHaveCount(0);
  });

  test('Brazilian shoe sizes show their first size plus BR; men have a chest, not a bust', async ({
    page,
    request,
  }) => {
    const gabriela = await backendTalent(request, 6);
    await page.goto('/modelos/6/gabriela-santos');
    const profile = new ProfilePage(page);
    await expect(profile.measure('Zapatos')).toHaveText(
      `${gabriela.measures.shoes?.split('x')[0]} BR`,
      { useInnerText: true },
    );
    await page.goto('/en/models/2/hugo-ferrer');
    await expect(profile.measure('Chest')).toBeVisible();
    await expect(profile.measure('Bust')).toHaveCount(0);
  });

  test('decimal sizes read with a comma in Spanish and Portuguese and a point in English', async ({
    page,
    request,
  }) => {
    const talents = await backendTalents(request);
    const withHalf = (value: string | null | undefined) => /^\d+\.5\//.test(value ?? '');
    const talent = talents.find((t) => withHalf(t.measures.jeans) || withHalf(t.measures.shoes));
    expect(talent, 'a talent with a half size in the seed').toBeDefined();
    const key = withHalf(talent?.measures.jeans) ? 'jeans' : 'shoes';
    const point = talent?.measures[key]?.split('/')[0] ?? '';
    const comma = point.replace('.', ',');
    const profile = new ProfilePage(page);
    const cases: [string, string, string][] = [
      [`/en/models/${talent?.id}/x`, key === 'jeans' ? 'Jeans' : 'Shoes', point],
      [`/modelos/${talent?.id}/x`, key === 'jeans' ? 'Jeans' : 'Zapatos', comma],
      [`/pt/modelos/${talent?.id}/x`, key === 'jeans' ? 'Jeans' : 'Sapatos', comma],
    ];
    for (const [path, label, shown] of cases) {
      await page.goto(path);
      // As shown: the imperial form beside it is hidden in metric units.
      await expect(profile.measure(label), path).toHaveText(`${shown} EU`, { useInnerText: true });
    }
  });

  test("a creative talent's biography and country are in the page's language", async ({
    page,
    request,
  }) => {
    const firstParagraph = (talent: { about: string | null }) =>
      (talent.about ?? '').split(/\n\s*\n/)[0]?.trim() ?? '';
    for (const [language, path, heading] of [
      ['en', '/en/talents/3/ines-moreau', 'Biography'],
      ['es', '/talentos/3/ines-moreau', 'Biografía'],
    ] as const) {
      const [ines, portuguese] = await Promise.all([
        backendTalent(request, 3, language),
        backendTalent(request, 3),
      ]);
      expect(ines.about, language).not.toBe(portuguese.about);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText(firstParagraph(ines))).toBeVisible();
      await expect(page.getByText(firstParagraph(portuguese))).toHaveCount(0);
      await expect(page.getByText(`Paris, ${ines.country}`)).toBeVisible();
    }
  });

  test('a biography missing in the page language falls back to Portuguese', async ({
    page,
    request,
  }) => {
    // Talent 16 has no English biography (backend/README.md).
    const [english, portuguese] = await Promise.all([
      backendTalent(request, 16, 'en'),
      backendTalent(request, 16),
    ]);
    expect(english.about).toBeNull();
    // A wrong name slug redirects to the profile.
    await page.goto('/en/talents/16/x');
    await expect(page.getByRole('heading', { name: 'Biography' })).toBeVisible();
    // Marked as Portuguese for screen readers; the rest of the page stays English.
    await expect(
      page
        .locator('[lang="pt"]')
        .getByText((portuguese.about ?? '').split(/\n\s*\n/)[0]?.trim() ?? ''),
    ).toBeVisible();
    await expect(page.getByText(`, ${english.country}`)).toBeVisible();
  });

  test('the first gallery with items is open, and pictures open in the lightbox', async ({
    page,
  }) => {
    const profile = new ProfilePage(page);
    await page.goto('/en/talents/4/candela-ruiz');
    await expect(profile.selectedTab).toHaveText(/^Snaps/);
    await expect(profile.tab(/^Book/)).toHaveCount(0);

    await page.goto('/en/models/1/lucia-navarro');
    await expect(profile.selectedTab).toHaveText(/^Book/);
    await expect(profile.thumbnails).toHaveCount(6);
    await profile.tab(/^Composite/).click();
    await expect(profile.thumbnails).toHaveCount(5);
    await profile.tab(/^Composite/).press('ArrowLeft');
    await expect(profile.selectedTab).toHaveText(/^Snaps/);
    await expect(profile.thumbnails).toHaveCount(4);

    const second = profile.thumbnails.nth(1);
    await second.click();
    await expect(profile.lightbox).toBeVisible();
    await expect(profile.lightbox.locator('img[alt="Lucía Navarro, image 2 of 4"]')).toBeVisible();
    await expect(profile.lightbox.getByText('2 / 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(
      profile.lightbox.locator('img[alt="Lucía Navarro, image 3 of 4"]'),
    ).toBeInViewport();
    await expect(profile.lightbox.getByText('3 / 4')).toBeVisible();
    // Keyboard focus cycles through the lightbox's buttons and never leaves it, both ways.
    const focusedInside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusedInside(), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(profile.lightbox).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('only the portrait is asked for with the page: the galleries, further down, load as they near the screen', async ({
    request,
  }) => {
    const html = await (await request.get('/en/models/1/lucia-navarro')).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('fetchPriority="high"');
    const gallery = [...html.matchAll(/<img alt="Lucía Navarro, image \d+ of \d+"[^>]*>/g)];
    expect(gallery.length).toBeGreaterThan(0);
    for (const [tag] of gallery) expect(tag).toContain('loading="lazy"');
  });

  test('videos show a poster and a link; with no provider reachable the poster stays', async ({
    page,
  }) => {
    const profile = new ProfilePage(page);
    await page.goto('/en/models/10/olivia-bennett');
    await expect(profile.selectedTab).toHaveText(/^Video/);
    const play = page.getByRole('button', { name: 'Play video 1 of Olivia Bennett' });
    await expect(
      page.getByRole('link', { name: /^Watch on (YouTube|Vimeo)$/ }).first(),
    ).toHaveAttribute('href', /youtube\.com|vimeo\.com/);
    await play.click();
    await expect(page.getByText('The video cannot be loaded here.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Watch on/ }).first()).toBeVisible();
  });

  test('the composite downloads as a real zip of the composite pictures, named after the talent', async ({
    page,
    request,
  }) => {
    const source = await backendTalent(request, 1);
    await page.goto('/en/models/1/lucia-navarro');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download composite' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Lucía Navarro.zip');
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    const inZip = Object.values(entries).map(sha).sort();
    const compo = await Promise.all(
      source.galleries.compo.map(async (item) =>
        sha(await (await request.get(`${E2E.backendUrl}${item.file}`)).body()),
      ),
    );
    expect(inZip).toEqual(compo.sort());
    expect(inZip.length).toBe(5);
  });

  test('no composite button without composite pictures', async ({ page }) => {
    await page.goto('/en/models/2/hugo-ferrer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hugo Ferrer');
    await expect(page.getByRole('button', { name: 'Download composite' })).toHaveCount(0);
  });

  test('the route handler refuses bad ids and talents without a composite', async ({ request }) => {
    expect((await request.post('/api/talents/abc/composite')).status()).toBe(400);
    expect((await request.post('/api/talents/999999/composite')).status()).toBe(404);
    expect((await request.post('/api/talents/2/composite')).status()).toBe(404);
  });

  test('back returns to the list the visitor came from', async ({ page }) => {
    await page.goto('/en/models/women');
    await page.getByRole('link', { name: 'Lucía Navarro' }).click();
    await expect(page).toHaveURL(/\/en\/models\/1\/lucia-navarro$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en\/models\/women$/);
  });

  test('back from a profile opened directly goes to its list', async ({ page }) => {
    await page.goto('/talentos/3/ines-moreau');
    await page.getByRole('link', { name: 'Volver', exact: true }).click();
    await expect(page).toHaveURL(/\/talentos$/);
  });
});

test.describe('profile routes', () => {
  test('an unknown or invalid id is a 404', async ({ request }) => {
    for (const path of [
      '/en/models/999999/nobody',
      '/modelos/abc/x',
      '/en/talents/0/x',
      '/pt/modelos/-1/x',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFoundMessage(path));
    }
  });

  test('a wrong name slug or section redirects to the right one', async ({ page, request }) => {
    for (const [from, to] of [
      ['/en/models/1/someone-else', '/en/models/1/lucia-navarro'],
      ['/en/talents/1/lucia-navarro', '/en/models/1/lucia-navarro'],
      ['/modelos/3/ines', '/talentos/3/ines-moreau'],
      ['/pt/modelos/8/x', '/pt/talentos/8/aitana-lozano'],
    ]) {
      const response = await request.get(from ?? '', { maxRedirects: 0 });
      expect([307, 308], from).toContain(response.status());
      // Next 16.4 sends the Location of a redirect it renders for the cache twice, identical
      // (browsers accept that); every one must point to the right page.
      const targets = new Set(
        (response.headers()['location'] ?? '')
          .split(', ')
          .map((url) => new URL(url, 'http://x').pathname),
      );
      expect([...targets], from).toEqual([to]);
    }
    await page.goto('/en/models/1/x');
    await expect(page).toHaveURL(/\/en\/models\/1\/lucia-navarro$/);
  });
});
