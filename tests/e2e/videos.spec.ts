import { expect, test, type Page } from '@playwright/test';

import { ProfilePage } from './pages/talents';
import {
  isPlayerRequest,
  recordPageProblems,
  standInThirdParties,
  type PageProblems,
} from './third-parties';

// Videos play in the providers' plain embed frames, behind our poster (docs/product.md, "Videos").
// The providers are stand-ins (third-parties.ts), served at the network layer, so the frames
// really load under the site's Content-Security-Policy.
const PROFILE = '/en/models/10/olivia-bennett';
const YOUTUBE_POST = '/en/news/campaign-film-atelier-norte';
const VIMEO_POST = '/news/fashion-film-casa-olmo';

function expectNoProblems(problems: PageProblems) {
  expect(problems.violations, 'Content-Security-Policy violations').toEqual([]);
  expect(problems.errors, 'console errors and uncaught exceptions').toEqual([]);
}

/** The frame of a player, once played and shown. */
async function expectPlaying(page: Page, title: string | RegExp) {
  const frame = page.getByTitle(title);
  // Shown: no longer hidden under the poster.
  await expect(frame).not.toHaveAttribute('aria-hidden');
  await expect(frame).toHaveCSS('opacity', '1');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[\w-]+\?(.+&)?autoplay=1/,
  );
  await expect(
    page.frameLocator(`iframe[title="${await frame.getAttribute('title')}"]`).locator('p'),
  ).toContainText('(autoplay)');
  return frame;
}

test.describe('videos', () => {
  test("a profile's video plays in the provider's frame on a tap, with nothing asked of it before", async ({
    page,
  }) => {
    const problems = await recordPageProblems(page);
    let answer = () => {};
    await standInThirdParties(page, { held: new Promise((resolve) => (answer = resolve)) });
    const players: string[] = [];
    page.on('request', (request) => {
      if (isPlayerRequest(request)) players.push(request.url());
    });
    await page.goto(PROFILE);
    const profile = new ProfilePage(page);
    await expect(profile.selectedTab).toHaveText(/^Video/);
    const play = page.getByRole('button', { name: 'Play video 1 of Olivia Bennett' });
    await expect(play).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(players, 'no player contacted before the tap').toEqual([]);
    await expect(page.locator('main iframe')).toHaveCount(0);

    await play.click();
    // Our poster stays, with a visible loading state, until the provider's player is there.
    const loading = page.getByRole('button', { name: 'Loading video…' });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    const hidden = page.getByTitle('Video 1 of Olivia Bennett');
    await expect(hidden).toHaveAttribute('aria-hidden', 'true');
    await expect(hidden).toHaveCSS('opacity', '0');
    answer();
    const frame = await expectPlaying(page, 'Video 1 of Olivia Bennett');
    await expect(page.getByRole('button', { name: /^Play video 1/ })).toHaveCount(0);
    const box = await frame.boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100)).toBe(178);
    // The other videos stay posters until they are played.
    await expect(page.locator('main iframe')).toHaveCount(1);
    expectNoProblems(problems);
  });

  test('the keyboard plays a video and lands in its frame', async ({ page }) => {
    const problems = await recordPageProblems(page);
    await standInThirdParties(page);
    await page.goto(PROFILE);
    const play = page.getByRole('button', { name: 'Play video 2 of Olivia Bennett' });
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = await expectPlaying(page, 'Video 2 of Olivia Bennett');
    await expect(frame).toBeFocused();
    expectNoProblems(problems);
  });

  test('a YouTube cover, a Vimeo cover and a video in the content play on a tap', async ({
    page,
  }) => {
    const problems = await recordPageProblems(page);
    await standInThirdParties(page);
    const players: string[] = [];
    page.on('request', (request) => {
      if (isPlayerRequest(request)) players.push(request.url());
    });
    await page.goto(YOUTUBE_POST);
    const cover = page.getByRole('button', {
      name: 'Play the video: Campaign film: Atelier Norte',
    });
    await expect(cover).toBeVisible();
    const inContent = page.getByRole('button', { name: 'Play video 1 in the post' });
    await inContent.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(players, 'no player contacted before a tap').toEqual([]);
    await expect(page.locator('main iframe')).toHaveCount(0);
    // Back up at once: the page scrolls smoothly, and a click during that scroll can miss.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await cover.click();
    await expectPlaying(page, 'Video player: Campaign film: Atelier Norte');
    // By keyboard: a click while the page still scrolls smoothly to the button can miss it.
    await inContent.focus();
    await page.keyboard.press('Enter');
    await expectPlaying(page, 'Video 1 in the post: Campaign film: Atelier Norte');

    await page.goto(VIMEO_POST);
    await page
      .getByRole('button', { name: 'Reproducir el vídeo: Fashion film: Casa Olmo' })
      .click();
    const vimeo = await expectPlaying(page, 'Reproductor de vídeo: Fashion film: Casa Olmo');
    await expect(vimeo).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    await expect(page.getByRole('link', { name: 'Ver en Vimeo' })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expectNoProblems(problems);
  });

  test('a provider that cannot be reached leaves the poster, a message and the link', async ({
    page,
  }) => {
    await standInThirdParties(page, { reachable: false });
    await page.goto(PROFILE);
    const play = page.getByRole('button', { name: 'Play video 1 of Olivia Bennett' });
    await play.focus();
    await page.keyboard.press('Enter');
    const tile = page.locator('main figure').filter({ hasText: 'cannot be loaded' });
    await expect(tile.getByRole('status')).toHaveText('The video cannot be loaded here.');
    await expect(page.locator('main iframe')).toHaveCount(0);
    const link = tile.getByRole('link', { name: /^Watch on (YouTube|Vimeo)$/ });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/(www\.youtube\.com\/watch|vimeo\.com\/)/,
    );

    await page.goto(YOUTUBE_POST);
    await page
      .getByRole('button', { name: 'Play the video: Campaign film: Atelier Norte' })
      .click();
    await expect(page.getByText('The video cannot be loaded here.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch on YouTube' }).first()).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
  });
});
