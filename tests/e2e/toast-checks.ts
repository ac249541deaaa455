import { expect, type Page } from '@playwright/test';

/** The toasts on screen: sonner keeps the one before the newest, hidden. */
export const shownToasts = (page: Page) =>
  page.locator('[data-sonner-toast]:not([data-visible="false"]):not([data-removed="true"])');

/**
 * A favorite's toasts on a profile (docs/product.md, "Toasts"): one at a time, inside the fixed
 * header's band, so the profile's name, heart and measures stay in view; and gone once the visitor
 * opens another page.
 */
export async function expectToastsClearOfContent(page: Page, profile: string, favorites: RegExp) {
  await page.goto(profile);
  const heart = page.getByRole('button', { name: /^Favorite: / });
  await heart.click();
  await expect(shownToasts(page)).toHaveCount(1);
  await heart.click();
  await heart.click();
  await expect(shownToasts(page)).toHaveCount(1);
  await expect(shownToasts(page)).toContainText('was added to your favorites');
  const header = await page.locator('header[data-site-header]').boundingBox();
  expect(header).toBeTruthy();
  if (!header) return;
  // Once it has slid into place (sonner animates it in from above), it lies within the header.
  await expect
    .poll(async () => {
      const box = await shownToasts(page).boundingBox();
      if (!box) return 'not shown';
      if (box.y < header.y - 0.5) return `starts ${header.y - box.y} px above the header`;
      const over = box.y + box.height - (header.y + header.height);
      return over > 0.5 ? `ends ${over} px below the header` : 'within the header';
    })
    .toBe('within the header');
  const toast = await shownToasts(page).boundingBox();
  if (!toast) return;
  // Nothing of the page's content under it: the name, the heart and the measures are below.
  for (const part of [page.getByRole('heading', { level: 1 }), heart, page.locator('main dl')]) {
    const box = await part.first().boundingBox();
    expect(box && box.y >= toast.y + toast.height, 'content below the toast').toBe(true);
  }
  // The visitor moves on while the toast shows, as they would: the phone's menu button stays free.
  if (await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()) {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Favorites/ })
      .click();
  } else {
    const menu = await page.locator('button[aria-controls="site-menu"]').boundingBox();
    expect(menu && menu.x >= toast.x + toast.width, 'the menu button clear of the toast').toBe(
      true,
    );
    await page.locator('button[aria-controls="site-menu"]').click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /Favorites/ })
      .click();
  }
  await expect(page).toHaveURL(favorites);
  await expect(page.getByRole('list', { name: 'Favorite talents' })).toBeVisible();
  await expect(shownToasts(page)).toHaveCount(0);
}
