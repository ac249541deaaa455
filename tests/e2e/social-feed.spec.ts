import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { E2E } from './env';
import { startFeedProvider, type FeedProvider } from './feed-provider';

// One stand-in provider on one port for the whole file.
test.describe.configure({ mode: 'serial' });

const feedOrigin = new URL(E2E.feedUrl).origin;
const ownOrigins = new Set([new URL(E2E.siteUrl).origin, new URL(E2E.backendUrl).origin]);
let provider: FeedProvider;

test.beforeAll(async () => {
  provider = await startFeedProvider(E2E.feedPort);
});
test.afterAll(async () => {
  await provider.close();
});
test.beforeEach(() => {
  provider.requests.length = 0;
});

/** The origin of every request the page (and any frame in it) makes from now on. */
function recordOrigins(page: Page): string[] {
  const origins: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.push(url.origin);
  });
  return origins;
}

/** Whether React has hydrated this element (it keeps its fiber on the node). */
function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber')),
  );
}

function feedSection(page: Page) {
  return page.getByRole('region', { name: 'On Instagram' });
}

async function showFeed(page: Page) {
  const section = feedSection(page);
  await section.getByRole('button', { name: 'Show the latest posts' }).click();
  const frame = section.locator('iframe');
  await expect(frame).toHaveAttribute('data-shown', 'true');
  return frame;
}

test('nothing reaches a third party until the visitor asks; then only the provider, in its frame', async ({
  page,
}) => {
  const origins = recordOrigins(page);
  await page.goto('/en', { waitUntil: 'load' });
  const section = feedSection(page);
  await expect(section.getByRole('link', { name: 'Follow @lumenmodels' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/lumenmodels/',
  );
  await expect(section).toContainText('shown by 127.0.0.1, an outside service');
  const button = section.getByRole('button', { name: 'Show the latest posts' });

  // The page has hydrated (the carousel answers), the section, far below, has not.
  await expect
    .poll(() => isHydrated(page.getByRole('button', { name: 'Pause the slideshow' })))
    .toBe(true);
  expect(await isHydrated(button)).toBe(false);
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(button)).toBe(true);

  expect(origins.filter((origin) => !ownOrigins.has(origin))).toEqual([]);
  expect(provider.requests).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('social-feed'))).toBeNull();

  const frame = await showFeed(page);
  await expect(frame).toHaveAttribute('src', E2E.feedUrl);
  await expect(frame).toHaveAttribute('title', 'Latest Instagram posts of @lumenmodels');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  );
  await expect(
    page.frameLocator('iframe[title="Latest Instagram posts of @lumenmodels"]').getByRole('link', {
      name: 'New faces 2025',
    }),
  ).toBeVisible();
  expect(provider.requests).toContainEqual({ method: 'GET', path: '/embed/feed' });
  expect(origins.filter((origin) => !ownOrigins.has(origin) && origin !== feedOrigin)).toEqual([]);

  // The button handed the focus to the frame, and the keyboard reaches it from the follow link.
  await expect(frame).toBeFocused();
  await section.getByRole('link', { name: 'Follow @lumenmodels' }).focus();
  await page.keyboard.press('Tab');
  await expect(frame).toBeFocused();
});

test('the choice lasts for the visit (the tab), and a new visit starts from the facade', async ({
  page,
  browser,
}) => {
  await page.goto('/en');
  await feedSection(page).scrollIntoViewIfNeeded();
  await showFeed(page);

  // Reloaded in the same tab: the frame comes back without a click once the section is near.
  provider.requests.length = 0;
  await page.reload();
  await feedSection(page).scrollIntoViewIfNeeded();
  await expect(feedSection(page).locator('iframe')).toHaveAttribute('data-shown', 'true');
  expect(provider.requests).toContainEqual({ method: 'GET', path: '/embed/feed' });

  provider.requests.length = 0;
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(`${E2E.siteUrl}/en`);
  await feedSection(other).scrollIntoViewIfNeeded();
  const button = feedSection(other).getByRole('button', { name: 'Show the latest posts' });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await expect(feedSection(other).locator('iframe')).toHaveCount(0);
  expect(provider.requests).toEqual([]);
  await context.close();
});

test("the security policy frames the configured provider's origin, and loads nothing else from it", async ({
  request,
}) => {
  const csp = (await request.get('/en')).headers()['content-security-policy'] ?? '';
  const directives = new Map(
    csp.split('; ').map((entry) => {
      const [name = '', ...values] = entry.split(' ');
      return [name, values];
    }),
  );
  expect(directives.get('frame-src')).toContain(feedOrigin);
  expect(directives.get('connect-src')).toContain(feedOrigin);
  for (const name of ['script-src', 'img-src', 'style-src', 'default-src', 'frame-ancestors'])
    expect(directives.get(name), name).not.toContain(feedOrigin);
});

test('a provider that cannot be reached leaves the follow link', async ({ page }) => {
  await page.route(`${feedOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/en');
  const section = feedSection(page);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Show the latest posts' }).click();
  const link = section.getByRole('link', { name: 'See them on Instagram' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://www.instagram.com/lumenmodels/');
  await expect(link).toBeFocused();
  await expect(section.getByRole('status')).toHaveText('The posts could not be loaded.');
  await expect(section.locator('iframe')).toHaveCount(0);
});

test('the section reads in the page language, and has no axe violations before or after the click', async ({
  page,
}) => {
  await page.goto('/');
  const spanish = page.getByRole('region', { name: 'En Instagram' });
  await expect(
    spanish.getByRole('button', { name: 'Ver las últimas publicaciones' }),
  ).toBeVisible();
  await expect(spanish.getByRole('link', { name: 'Seguir a @lumenmodels' })).toBeVisible();
  await page.goto('/pt');
  await expect(
    page
      .getByRole('region', { name: 'No Instagram' })
      .getByRole('button', { name: 'Ver as últimas publicações' }),
  ).toBeVisible();

  await page.goto('/en', { waitUntil: 'load' });
  await feedSection(page).scrollIntoViewIfNeeded();
  await expectNoViolations(page, 'facade');
  await showFeed(page);
  await expectNoViolations(page, 'frame');
});

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="home-feed"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
