import { expect, test } from '@playwright/test';

import { appearedAt, toast, watchForAppearances } from './appearances';

// The shell's feedback in Chromium: toasts load sonner on first use and still show (and announce)
// the first one; the route progress bar runs during a slow navigation and turns red on a failure.
const bar = '[data-route-progress]';

test('the first toast mounts the toaster on demand and shows in its live region', async ({
  page,
}) => {
  // Toasts last 4 s: the page records that each appeared in the live region (./appearances.ts).
  await watchForAppearances(page, {
    added: toast('Candela Ruiz was added to your favorites'),
    removed: toast('Candela Ruiz was removed from your favorites'),
  });
  await page.goto('/en/talents/4/candela-ruiz');
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications).toHaveCount(0);

  const heart = page.getByRole('button', { name: 'Favorite: Candela Ruiz' });
  await heart.click();
  await expect.poll(() => appearedAt(page, 'added')).not.toBeNull();
  await expect(notifications).toHaveAttribute('aria-live', 'polite');
  await heart.click();
  await expect.poll(() => appearedAt(page, 'removed')).not.toBeNull();
});

test('toasts shown one after the other replace each other instead of stacking', async ({
  page,
}) => {
  await page.goto('/en/talents/4/candela-ruiz');
  const heart = page.getByRole('button', { name: 'Favorite: Candela Ruiz' });
  await heart.click();
  await heart.click();
  // One at a time (components/layout/lazy-toaster.tsx): the newest shows, the one before is hidden.
  const shown = page.locator('[data-sonner-toast]:not([data-visible="false"])');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Candela Ruiz was removed from your favorites');
});

// The bar's states last from a fraction of a second to a second or so: the page records when each
// first appeared (./appearances.ts), and the tests assert on that record, not on a poll that a
// busy machine can make too late.
test('the progress bar runs while a navigation is slow and goes once the page is there', async ({
  page,
}) => {
  await watchForAppearances(page, {
    shown: { selector: bar, visible: true },
    failed: { selector: `${bar}[data-failed]` },
  });
  await page.goto('/en/favorites');
  await expect(page.locator(bar)).toHaveCount(0);
  // Hold the client navigation's server request, so the bar has time to show.
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  // Shown while the old page was still there, that is during the navigation.
  await expect.poll(() => appearedAt(page, 'shown')).toBe('/en/favorites');
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator(bar)).toHaveCount(0);
  expect(await appearedAt(page, 'failed')).toBeNull();
});

test('the progress bar turns red when a request of the site fails', async ({ page }) => {
  await watchForAppearances(page, { failed: { selector: `${bar}[data-failed]`, visible: true } });
  await page.goto('/ser-modelo');
  await page.route('**/api/attributes?*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByLabel('País').selectOption({ label: 'Portugal' });
  await expect.poll(() => appearedAt(page, 'failed')).toBe('/ser-modelo');
  await expect(page.locator(bar)).toHaveCount(0);
});
