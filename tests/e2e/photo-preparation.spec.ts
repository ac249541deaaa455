import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

import { isUpright } from '../../scripts/lib/phone-photo.mjs';
import { expectCleanPhoto, phoneUpload } from '../fixtures/photos';

// The photo preparation of lib/photos/prepare.ts in a real browser, with its decoders: what the
// form would send of a chosen photo is the photo its preview shows.

// The test reads the preview's blob: URL, which the site's connect-src rightly does not allow.
test.use({ bypassCSP: true });

async function previewBytes(page: Page, preview: Locator): Promise<Buffer> {
  const src = await preview.getAttribute('src');
  const base64 = await page.evaluate(async (url) => {
    const blob = await (await fetch(url ?? '')).blob();
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(blob);
    });
  }, src);
  return Buffer.from(base64, 'base64');
}

for (const where of ['in a worker', 'on the page'] as const) {
  test(`${where}: a 12 MP phone photo becomes an upright 1920 x 2560 JPEG without metadata`, async ({
    page,
  }) => {
    test.slow();
    // Without OffscreenCanvas the photo is prepared on the page, as in older browsers.
    if (where === 'on the page')
      await page.addInitScript(() => Reflect.deleteProperty(window, 'OffscreenCanvas'));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/ser-modelo');
    const original = await phoneUpload(1, { width: 3024, height: 4032 });
    await page.getByLabel('Primer plano').setInputFiles(original);
    const preview = page.getByRole('img', { name: 'Vista previa: PXL_20260501_102407.jpg' });
    await expect(preview).toBeVisible({ timeout: 20_000 });

    const prepared = await previewBytes(page, preview);
    expect(await expectCleanPhoto(prepared, { srgbProfile: 'allowed' })).toEqual({
      width: 1920,
      height: 2560,
    });
    expect(await isUpright(prepared)).toBe(true);
    expect(prepared.length).toBeLessThan(original.buffer.length);
    expect(workers).toHaveLength(where === 'in a worker' ? 1 : 0);
    await expect(page.getByLabel('Primer plano')).not.toHaveAttribute('aria-invalid');
  });
}

test('the preparation code loads only once a photo is chosen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/ser-modelo', { waitUntil: 'networkidle' });
  const withPage = scripts.length;
  expect(workers).toHaveLength(0);
  await page
    .getByLabel('Primer plano')
    .setInputFiles(await phoneUpload(1, { width: 600, height: 800 }));
  await expect(page.getByRole('img', { name: /Vista previa/ })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(withPage);
  expect(workers).toHaveLength(1);
});

test('a transparent PNG is prepared on white; a HEIC photo the browser cannot decode is refused, naming what works', async ({
  page,
}) => {
  await page.goto('/ser-modelo');
  const png = await sharp({
    create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel('Plano medio')
    .setInputFiles({ name: 'sticker.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Vista previa: sticker.png' });
  await expect(preview).toBeVisible();
  const prepared = await previewBytes(page, preview);
  expect(await expectCleanPhoto(prepared, { srgbProfile: 'allowed' })).toEqual({
    width: 400,
    height: 300,
  });
  expect((await sharp(prepared).stats()).dominant).toEqual({ r: 248, g: 248, b: 248 });

  // The start of an iPhone's HEIC: Chromium has no decoder for it.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic'),
    Buffer.alloc(4096, 0x2a),
  ]);
  const full = page.getByLabel('Cuerpo entero');
  await full.setInputFiles({ name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(full).toHaveAccessibleDescription(
    'IMG_2041.HEIC No se ha podido abrir esta foto. Elige una foto JPEG, PNG, GIF o WebP.',
  );
  await expect(full).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/en/be-a-model');
  await page
    .getByLabel('Full body')
    .setInputFiles({ name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(page.getByLabel('Full body')).toHaveAccessibleDescription(
    'IMG_2041.HEIC This photo could not be opened. Choose a JPEG, PNG, GIF or WebP photo.',
  );
});
