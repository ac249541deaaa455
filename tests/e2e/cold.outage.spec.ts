import { expect, test } from '@playwright/test';

import { setOutage } from './backend-control';

// First in the serial outage project (files run in name order), on a server that has served
// nothing yet (scripts/e2e.mjs starts it afresh): a page whose data was never read cannot be
// rebuilt from a last good answer, so an outage shows the spec's error page, never a cached one.
test.afterEach(async ({ request }) => {
  await setOutage(request, false);
});

test('without its options the application page is the 503 error page', async ({
  page,
  request,
}) => {
  // The site's shell has loaded (a page that reads no talent options), the options have not.
  expect((await request.get('/pt/sobre-nos')).status()).toBe(200);
  await setOutage(request, true);
  await page.goto('/pt/become-a-model');
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'options_unavailable' })).toBeVisible();
  await setOutage(request, false);
  await expect(async () => {
    await page.goto('/pt/become-a-model');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seja modelo', {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('form').getByLabel('País')).toContainText('Espanha');
});

test('pages whose data was never read show the 503 error page with the code, then recover', async ({
  page,
  request,
}) => {
  await setOutage(request, true);
  for (const path of [
    '/en/models/actors',
    '/en/talents/3/ines-moreau',
    '/en/news/fashion-film-casa-olmo',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeGreaterThanOrEqual(500);
    expect(response?.headers()['cache-control'], path).toContain('no-store');
    await expect(page.getByText('503', { exact: true }), path).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'backend_unreachable' }),
      path,
    ).toBeVisible();
  }
  expect((await request.post('/api/talents/1/composite')).status()).toBe(502);

  await setOutage(request, false);
  // The clients wait a few seconds before signing in again after a failure.
  await expect(async () => {
    await page.goto('/en/models/actors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actors', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto('/en/talents/3/ines-moreau');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inès Moreau');
});
