import { expect, test, type APIRequestContext } from '@playwright/test';

import { profileLinks, setDrift } from './backend-control';
import { postSlugs, revalidate } from './cache-helpers';
import { E2E } from './env';

// The back-end answers as a real API drifts (backend/src/control/drift.ts): one talent and post
// in seven of each list and every profile and post in plausible variants of their documented
// shape, each list with a record that cannot be shown; then answers that are not what they claim.
// Visitors must see whole pages, and the agency the drift (GET /api/diagnostics). Later files see
// the documented answers again: drift is turned off and every page refreshed.

test.afterAll(async ({ request }) => {
  await setDrift(request, null);
  await revalidate(request, {});
});

type Counts = {
  adjusted: number;
  dropped: number;
  invalidAnswers: number;
  fields: Record<string, number>;
};
type Report = { apis: Record<'integration' | 'panel', Counts>; recent: { id: string }[] };

async function diagnostics(request: APIRequestContext): Promise<Report> {
  const response = await request.get('/api/diagnostics', {
    headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { drift: Report }).drift;
}

/** Ids and slugs of a section's posts as the panel lists them, read from the back-end itself. */
async function panelPosts(request: APIRequestContext, section: 'news' | 'magazine') {
  const base = `${E2E.backendUrl}/panel/api`;
  const login = await request.post(`${base}/login`, {
    data: { salt: E2E.secrets.PANEL_SALT, api_token: E2E.secrets.PANEL_API_TOKEN },
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get(`${base}/entities/blog?section=${section}&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  type Post = { id: number; slug: string; batchItems: { slug: string }[] };
  return ((await answer.json()) as { data: Post[] }).data;
}

const id = (path: string) => Number(/\/(\d+)\//.exec(path)?.[1]);

test('drifted answers: every list and profile renders, and the agency is told', async ({
  page,
  request,
}) => {
  const models = await profileLinks(request, '/en/models');
  const news = await panelPosts(request, 'news');
  const before = await diagnostics(request);

  await setDrift(request, 'records');
  await revalidate(request, {});

  // A gender the site does not know (ids 14n + 3) lists the talent under all only.
  const all = await request.get('/en/models');
  expect(all.status()).toBe(200);
  expect(await profileLinks(request, '/en/models')).toEqual(models);
  const neutral = models.filter((path) => id(path) % 14 === 3);
  expect(neutral.length).toBeGreaterThan(0);
  const women = await profileLinks(request, '/en/models/women');
  expect(women.length).toBeGreaterThan(0);
  for (const path of neutral) expect(women).not.toContain(path);
  const adjusted = models.filter((path) => id(path) % 14 === 10);
  expect(adjusted.some((path) => women.includes(path))).toBe(true);

  // Its profile shows with neutral labels; the tail of the list stays unread, for the tests below
  // and for faults.outage.
  const profile = neutral.find((path) => !models.slice(-8).includes(path)) ?? '';
  const shown = await page.goto(profile);
  expect(shown?.status(), profile).toBe(200);
  await expect(page.getByText('Bust/chest')).toBeVisible();

  // Every profile is drifted: a picture without its size still reserves its box, a video on a
  // provider the site does not play is a link, the others still play.
  await page.goto('/en/models/1/lucia-navarro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Navarro');
  const first = page
    .getByRole('button', { name: /^Open image 1 of/ })
    .first()
    .locator('img');
  await expect(first).toHaveAttribute('width', /^[1-9]\d*$/);
  await expect(first).toHaveAttribute('height', /^[1-9]\d*$/);
  await page.getByRole('tab', { name: /Video/ }).click();
  await expect(page.getByRole('link', { name: 'Watch the video' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.dailymotion\.com\//,
  );
  await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(1);

  // A post in an unknown section (ids 14n + 3) is left out of the lists; the others are listed.
  const newsHtml = await (await request.get('/en/news')).text();
  for (const post of news.slice(0, 20)) {
    const slugs = [post.slug, ...post.batchItems.map((item) => item.slug)];
    const listed = slugs.some((slug) => newsHtml.includes(`href="/en/news/${slug}"`));
    expect(listed, `${post.id} ${post.slug}`).toBe(post.id % 14 !== 3);
  }
  const drifted = news.find((post) => post.id % 14 === 10);
  if (drifted) expect((await request.get(`/en/news/${drifted.slug}`)).status()).toBe(200);

  // The home (slides, posts) and the contact page (coordinates as text) are whole.
  await page.goto('/en');
  await expect(page.locator('main img').first()).toBeVisible();
  await page.goto('/en/contact');
  await expect(page.locator('address').first()).toBeVisible();
  await expect(
    page.locator('iframe[src*="openstreetmap"], a[href*="google.com/maps"]').first(),
  ).toBeAttached();

  // What was logged, as the agency reads it.
  const after = await diagnostics(request);
  const grew = (api: 'integration' | 'panel', key: 'adjusted' | 'dropped') =>
    after.apis[api][key] - before.apis[api][key];
  expect(grew('integration', 'adjusted')).toBeGreaterThan(0);
  expect(grew('integration', 'dropped')).toBeGreaterThan(0);
  expect(grew('panel', 'adjusted')).toBeGreaterThan(0);
  expect(grew('panel', 'dropped')).toBeGreaterThan(0);
  expect(after.apis.integration.fields).toMatchObject({
    'talent.gender': expect.any(Number),
    'talent.id': expect.any(Number),
    'talent.galleries.video[].provider': expect.any(Number),
  });
  expect(after.apis.panel.fields).toMatchObject({
    'post.section': expect.any(Number),
    'slide.image.width': expect.any(Number),
  });
  expect(after.recent.length).toBeGreaterThan(0);
  // Read again, nothing is counted twice.
  await revalidate(request, { tags: ['talents'] });
  await request.get('/en/models');
  expect((await diagnostics(request)).apis.integration.adjusted).toBe(
    after.apis.integration.adjusted,
  );
});

for (const [mode, at] of [
  ['html', -6],
  ['truncated', -7],
  ['content-type', -8],
] as const) {
  test(`answers that are not what they claim (${mode}): last good pages, then the 503 page`, async ({
    page,
    request,
  }) => {
    await setDrift(request, null);
    await revalidate(request, {});
    // Pages never opened, neither here nor by the files before or after this one.
    const profile = (await profileLinks(request, '/en/models')).at(at) ?? '';
    const post = `/en/news/${(await postSlugs(request, 'news')).at(at + 4) ?? ''}`;
    const before = await diagnostics(request);

    await setDrift(request, mode);
    await revalidate(request, { tags: ['talents', 'posts'] });
    // Lists are rebuilt from their last good answers.
    for (const [list, link] of [
      ['/en/models', profile],
      ['/en/news', post],
    ] as const) {
      const response = await request.get(list);
      expect(response.status(), list).toBe(200);
      expect(await response.text(), list).toContain(`href="${link}"`);
    }
    // Pages never read have nothing to fall back on.
    for (const path of [profile, post]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeGreaterThanOrEqual(500);
      await expect(page.getByText('503', { exact: true }), path).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'backend_bad_response' }),
        path,
      ).toBeVisible();
    }
    const after = await diagnostics(request);
    for (const api of ['integration', 'panel'] as const)
      expect(after.apis[api].invalidAnswers, api).toBeGreaterThan(before.apis[api].invalidAnswers);

    await setDrift(request, null);
    for (const path of [profile, post]) {
      await expect(async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
          'backend_bad_response',
          { timeout: 1000 },
        );
      }).toPass({ timeout: 20_000 });
    }
  });
}
