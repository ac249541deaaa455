import { expect, test, type Page } from '@playwright/test';

import { notFoundMessage } from './routes';

// Seed facts (backend/src/seed/posts.ts): 45 news posts, newest first; fixed slugs for the special
// cases.
const NEWS_TOTAL = 45;
const MP4_POST = 'madrid-fashion-week-reel';
const WEBM_POST = 'light-and-motion-editorial';
const BATCH_POST = 'nuevas-caras-2025';
const HOSTILE_POST = 'backstage-casting-day';
const YOUTUBE_POST = 'campaign-film-atelier-norte';

async function postLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('news and magazine lists', () => {
  test('infinite scroll reaches the last page of the news with every post once', async ({
    page,
  }) => {
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/posts'))
        pagesAsked.push(new URL(request.url()).searchParams.get('page') ?? '');
    });
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    // The first 20 come with the page, rendered on the server.
    expect(await postLinks(page)).toHaveLength(20);

    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await page.getByRole('article').count()).toBe(NEWS_TOTAL);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('You have reached the end')).toBeVisible();

    const links = await postLinks(page);
    expect(links).toHaveLength(NEWS_TOTAL);
    expect(new Set(links).size).toBe(NEWS_TOTAL);
    for (const link of links) expect(link).toMatch(/^\/en\/news\/[\w-]+$/);
    // One more page each time, none asked twice, none past the last.
    expect(pagesAsked).toEqual(['2', '3']);
  });

  test('the posts alternate between two equal columns on a desktop, later pages included', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one column below 1024 px');
    await page.goto('/en/news');
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await page.getByRole('article').count()).toBe(NEWS_TOTAL);
    }).toPass({ timeout: 30_000 });
    // The server's first page and the browser's later ones: post n in column n % 2.
    const columns = await page
      .getByRole('article')
      .first()
      .locator('xpath=../..')
      .evaluate((grid) =>
        [...grid.children].map((column) => ({
          width: column.getBoundingClientRect().width,
          orders: [...column.querySelectorAll('article')].map((card) =>
            Number((card as HTMLElement).style.order),
          ),
        })),
      );
    expect(columns).toHaveLength(2);
    expect(Math.abs((columns[0]?.width ?? 0) - (columns[1]?.width ?? 1))).toBeLessThan(2);
    const evens = Array.from({ length: Math.ceil(NEWS_TOTAL / 2) }, (_, i) => i * 2);
    expect(columns[0]?.orders).toEqual(evens);
    expect(columns[1]?.orders).toEqual(evens.map((n) => n + 1).filter((n) => n < NEWS_TOTAL));
  });

  test('a video cover is a muted looping video with a poster that plays only in view', async ({
    page,
  }) => {
    await page.goto('/en/news');
    const card = page.getByRole('article').filter({ hasText: 'Madrid Fashion Week: the reel' });
    const video = card.locator('video');
    // The still is the back-end's, resized by the optimizer for a card (lib/images/url.ts), shown
    // as a lazy picture under the video rather than as its poster, which loads with the page.
    const still = card.locator('img');
    await expect(still).toHaveAttribute('src', /^\/img\/828\/[\w\-./]+$/);
    await expect(still).toHaveAttribute('loading', 'lazy');
    await expect(video).not.toHaveAttribute('poster');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video.locator('source')).toHaveAttribute('src', /\.mp4$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the magazine lists its posts and its webm cover loops muted', async ({ page }) => {
    await page.goto('/magazine');
    await expect(page.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();
    const video = page
      .getByRole('article')
      .filter({ hasText: 'Luz y movimiento' })
      .locator('video');
    await expect(video.locator('source')).toHaveAttribute('src', /\.webm$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    const links = await postLinks(page);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(link).toMatch(/^\/magazine\/[\w-]+$/);
  });

  test('GET /api/posts validates its query and answers lean pages', async ({ request }) => {
    expect((await request.get('/api/posts?section=blog&page=1')).status()).toBe(400);
    expect((await request.get('/api/posts?section=news&page=0')).status()).toBe(400);
    const answer = await request.get('/api/posts?section=news&page=3');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      page: number;
      lastPage: number;
      posts: Record<string, unknown>[];
    };
    expect(body).toMatchObject({ page: 3, lastPage: 3 });
    expect(body.posts).toHaveLength(NEWS_TOTAL - 40);
    expect(body.posts[0]).not.toHaveProperty('content');
  });
});

test.describe('posts in the visitor language', () => {
  // A card marks a title in another language with its lang attribute
  // (components/posts/post-card.tsx).
  for (const path of ['/', '/en', '/news', '/en/news', '/magazine', '/en/magazine']) {
    test(`${path} shows every post title in its own language`, async ({ page }) => {
      await page.goto(path);
      const headings = page.getByRole('article').getByRole('heading');
      await expect(headings.first()).toBeVisible();
      const foreign = await headings.evaluateAll((nodes) =>
        nodes.filter((node) => node.hasAttribute('lang')).map((node) => node.textContent),
      );
      expect(foreign).toEqual([]);
    });
  }

  test('the same post reads in Spanish on the Spanish list and in English on the English one', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
      'Semana de la Moda de Madrid: el vídeo',
    );
    await page.goto('/en/magazine');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
      'Light and motion: an editorial in movement',
    );
    await page.goto('/magazine');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
      'Luz y movimiento: un editorial en marcha',
    );
  });
});

test.describe('post page', () => {
  test('shows the title, cover, content with absolute media and a back button', async ({
    page,
  }) => {
    await page.goto('/en/news');
    await page.getByRole('link', { name: /Madrid Fashion Week: the reel/ }).click();
    await expect(page).toHaveURL(`/en/news/${MP4_POST}`);
    await expect(page).toHaveTitle('Madrid Fashion Week: the reel | Blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Madrid Fashion Week: the reel',
    );
    // A looping clip with two buttons of ours rather than the browser's controls.
    const video = page.locator('article video');
    await expect(video).not.toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Video: Madrid Fashion Week: the reel');
    // Its still is a responsive picture under it, not a `poster` (one address, phones included).
    await expect(video).not.toHaveAttribute('poster');
    const still = page.locator('article img[fetchpriority="high"]');
    await expect(still).toHaveAttribute('srcset', /\/img\/750\/[\w\-./]+ 750w/);
    await expect(still).toHaveAttribute('decoding', 'sync');
    const box = await still.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    const stillUrl = await still.evaluate((img: HTMLImageElement) => img.currentSrc);
    const poster = await page.request.get(stillUrl, { headers: { Accept: 'image/webp,*/*' } });
    expect(poster.headers()['content-type']).toBe('image/webp');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const article = page.getByRole('article');
    await expect(article.getByRole('button', { name: 'Pause the video' })).toBeVisible();
    await article.getByRole('button', { name: 'Turn the sound on' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await article.getByRole('button', { name: 'Turn the sound off' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await article.getByRole('button', { name: 'Pause the video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(article.getByRole('button', { name: 'Play the video' })).toBeVisible();
    const images = page.locator('article .rich-text img');
    await expect(images.first()).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/storage\//);
    await expect(images.first()).toHaveAttribute('loading', 'lazy');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/en/news');
  });

  test('a webm cover on the post page', async ({ page }) => {
    await page.goto(`/en/magazine/${WEBM_POST}`);
    await expect(page.locator('article video source')).toHaveAttribute('src', /\.webm$/);
  });

  test('a YouTube cover is our still and play button in a box sized before it loads, no frame yet', async ({
    page,
  }) => {
    await page.goto(`/en/news/${YOUTUBE_POST}`);
    const play = page.getByRole('button', { name: 'Play the video: Campaign film: Atelier Norte' });
    await expect(play).toBeVisible();
    await expect(page.locator('article iframe')).toHaveCount(0);
    const box = await page.locator('article figure').first().locator('> div').boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100)).toBe(178);
    await expect(page.getByRole('link', { name: 'Watch on YouTube' }).first()).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
  });

  test('a batch post shows its item in the visitor language', async ({ page }) => {
    await page.goto(`/en/news/${BATCH_POST}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New faces 2025');
    await expect(page).toHaveTitle('New faces 2025 | Blog');
    await page.goto(`/news/${BATCH_POST}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevas caras 2025');
    // An English batch read in Spanish.
    await page.goto('/magazine/portfolio-guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cómo construir un book que consiga trabajos',
    );
  });

  test('a script in the post content does not run and is not in the page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`/en/news/${HOSTILE_POST}`);
    const content = page.locator('article .rich-text');
    await expect(content).toContainText('Casting day notes from the studio');
    await page.waitForLoadState('networkidle');
    await content.getByText('Thanks to everyone who came by.').click();
    await content.getByText('full call sheet').click();
    expect(
      await page.evaluate(() => (window as Window & { __xss?: string }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(content.locator('script')).toHaveCount(0);
    expect(await content.evaluate((node) => node.innerHTML)).not.toMatch(
      /onerror|onload|onclick|javascript:/i,
    );
  });

  test('the hostile post shows no broken picture, in any language', async ({ page }) => {
    for (const path of [`/en/news/${HOSTILE_POST}`, '/news/entre-bastidores-del-dia-de-casting']) {
      await page.goto(path);
      const images = page.locator('article .rich-text img');
      await expect(images.first()).toBeVisible();
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(
            () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
            path,
          )
          .toBe(true);
      }
    }
  });

  test('an unknown slug, a post under the other section and a post in Portuguese are 404', async ({
    request,
  }) => {
    for (const path of [
      '/en/news/no-such-post',
      '/news/no-such-post',
      `/en/magazine/${MP4_POST}`,
      `/news/${WEBM_POST}`,
      `/pt/news/${MP4_POST}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFoundMessage(path));
    }
  });
});
