import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';
import { profileLinks, setOutage } from './backend-control';

// Runs in the serial outage project, after every other test: it stops the back-end.
test.afterEach(async ({ request }) => {
  await setOutage(request, false);
});

async function expireTalentCaches(request: APIRequestContext) {
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
    data: { tags: ['talents', 'profiles'] },
  });
  expect(response.ok()).toBe(true);
}

test('a talents list that cannot load shows the 503 page with the error code, then recovers', async ({ page, request }) => {
  // Warm the shell (tokens, website content), so what fails below is the list itself.
  await page.goto('/en/models/actors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actors');
  await expireTalentCaches(request);
  await setOutage(request, true);
  const response = await page.goto('/en/models/actors');
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'backend_unreachable' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await setOutage(request, false);
  // The clients wait a few seconds before signing in again after a failure.
  await expect(async () => {
    await page.goto('/en/models/actors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actors', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test('a profile that cannot load shows the 503 page, and so does the composite download', async ({ page, request }) => {
  const [profile] = (await profileLinks(request, '/en/talents/kids')).slice(-1);
  expect(profile).toBeTruthy();
  await expireTalentCaches(request);
  await setOutage(request, true);
  await page.goto(profile ?? '');
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'backend_unreachable' })).toBeVisible();
  expect((await request.post('/api/talents/1/composite')).status()).toBe(502);
});
