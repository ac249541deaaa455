import { expect, test } from '@playwright/test';

test('the phone hero shows the mobile version of the slide picture, full-bleed under the header', async ({
  page,
}) => {
  await page.goto('/en');
  const picture = page.getByRole('region', { name: 'Highlights' }).locator('img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/mobile/);
  const box = await page.getByRole('region', { name: 'Highlights' }).boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.width).toBe(page.viewportSize()?.width);
});

test('the news list is one column on a phone, in publication order', async ({ page }) => {
  await page.goto('/en/news');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const layout = await cards.evaluateAll((items) =>
    items.map((item) => ({
      left: Math.round(item.getBoundingClientRect().left),
      top: item.getBoundingClientRect().top,
      order: Number((item as HTMLElement).style.order),
    })),
  );
  expect(layout).toHaveLength(20);
  expect(new Set(layout.map((card) => card.left)).size).toBe(1);
  // Masonry puts the cards in two columns in the DOM; on a phone they must read top to bottom as
  // published.
  expect(layout.sort((a, b) => a.top - b.top).map((card) => card.order)).toEqual([
    ...Array(20).keys(),
  ]);
});
