import { expect, test } from '@playwright/test';

test.describe('the application page on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('has the intro beside the picture and the form below both, with no empty column beside the form', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/en/be-a-model', 'Be a model'],
      ['/ser-modelo', 'Ser modelo'],
    ] as const) {
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1, name: title }).boundingBox();
      const picture = await page.locator('main img').first().boundingBox();
      const form = await page.locator('main form').boundingBox();
      if (!heading || !picture || !form)
        throw new Error(`${path}: heading, picture and form must be laid out`);
      expect(picture.x, 'the picture is beside the intro').toBeGreaterThan(
        heading.x + heading.width,
      );
      expect(picture.y + picture.height, 'the picture ends above the form').toBeLessThanOrEqual(
        form.y,
      );
      // The form spans the intro's and the picture's columns: nothing beside it is left empty.
      expect(form.x).toBeLessThanOrEqual(heading.x + 1);
      expect(form.x + form.width).toBeGreaterThanOrEqual(picture.x + picture.width - 1);
    }
  });
});
