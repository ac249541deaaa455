import { expect, test } from '@playwright/test';

import { callsTo, expireTokens, profileLinks, resetStats, setOutage } from './backend-control';

test.afterEach(async ({ request }) => {
  await setOutage(request, false);
});

test('with the back-end down, cached pages still answer and uncached ones show the 503 page; then it recovers', async ({
  page,
  request,
}) => {
  const profiles = await profileLinks(request, '/en/models');
  const uncached = profiles.at(-2);
  expect(uncached).toBeTruthy();
  expect((await request.get('/en/models')).status()).toBe(200);

  await setOutage(request, true);
  const cached = await request.get('/en/models');
  expect(cached.status()).toBe(200);
  expect(await cached.text()).toContain(uncached);

  await page.goto(uncached ?? '');
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'backend_unreachable' })).toBeVisible();

  await setOutage(request, false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('backend_unreachable');
  await expect(page.getByText('503', { exact: true })).toBeHidden();
});

test('expired tokens are renewed transparently', async ({ page, request }) => {
  const profiles = await profileLinks(request, '/en/models');
  const fresh = profiles.at(-3) ?? '';
  await resetStats(request);
  await expireTokens(request);
  const response = await page.goto(fresh);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('backend_', { exact: false })).toHaveCount(0);
  expect(await callsTo(request, 'signin')).toBeGreaterThanOrEqual(1);
});

test('200 concurrent requests to one uncached profile are all answered with a handful of back-end calls', async ({
  request,
}) => {
  const profiles = await profileLinks(request, '/en/models');
  const target = profiles.at(-4) ?? '';
  await resetStats(request);
  const statuses = await Promise.all(
    Array.from({ length: 200 }, () => request.get(target).then((r) => r.status())),
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(200);
  const calls = await callsTo(request, 'talent/profile');
  console.log(`200 concurrent requests → ${calls} back-end profile call(s)`);
  expect(calls).toBeGreaterThanOrEqual(1);
  expect(calls).toBeLessThanOrEqual(5);
});
