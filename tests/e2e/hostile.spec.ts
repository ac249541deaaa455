import { expect, test } from '@playwright/test';

import { issueBomb } from '../../scripts/lib/bomb-photo.mjs';
import { applicationBody, rawPost } from '../../scripts/lib/raw-post.mjs';
import { applicationFields } from '../fixtures/application.mjs';
import { entriesWith, marker, PHOTOS, testAddress } from '../fixtures/forms';
import { E2E } from './env';
import { ApplicationPage } from './pages/application';
import { SentPanel } from './pages/sent-panel';

// Issue 47: what an attacker sends the forms, against the production build. Tests that hold the
// application form's places or stop a server are in hostile.outage.spec.ts.

const BOMB_MESSAGE =
  'Esta foto tiene demasiados píxeles para abrirla aquí. Elige una copia más pequeña, por ejemplo de 4000 píxeles en su lado más largo.';

const photo = (index: 0 | 1 | 2) => ({
  name: PHOTOS[index].name,
  type: PHOTOS[index].mimeType,
  bytes: PHOTOS[index].buffer,
});

test.describe('decompression bombs', () => {
  test('an application with a bomb is refused by its header, naming the photo, and stores nothing', async ({
    request,
  }) => {
    const tag = marker();
    const bomb = await issueBomb();
    const response = await request.post('/api/applications', {
      multipart: {
        ...applicationFields(fields(tag)),
        image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: PHOTOS[0].buffer },
        image_2: { name: 'bomb.png', mimeType: 'image/png', buffer: bomb },
        image_3: { name: 'c.gif', mimeType: 'image/gif', buffer: PHOTOS[2].buffer },
      },
      headers: testAddress(),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: { image_2: ['photoPixels'] },
    });
    await expect.poll(async () => (await entriesWith(request, tag)).length).toBe(0);
  });

  test('the form shows why, under the photo, in the page’s language, keeping everything', async ({
    page,
    request,
  }) => {
    test.slow();
    const bomb = await issueBomb();
    const form = new ApplicationPage(page);
    await page.goto('/ser-modelo');
    const tag = marker();
    await form.fillApplicant(tag);
    await form.choosePhotos(PHOTOS.map((p) => p.path));
    await form.acceptPrivacy();
    // A browser that does not prepare photos sends the original: the bomb goes as the second.
    await page.route('**/api/applications', async (route) => {
      const body = route.request().postDataBuffer();
      const type = route.request().headers()['content-type'] ?? '';
      if (!body) return route.continue();
      await route.continue({ postData: replacePart(body, type, 'image_2', bomb) });
    });
    await form.submit.click();
    const message = new RegExp(BOMB_MESSAGE.replace(/[.()]/g, '\\$&'));
    await expect(page.getByLabel('Plano medio')).toHaveAccessibleDescription(message);
    // Only that photo is named; nothing was sent, and everything typed and chosen is kept.
    await expect(page.getByLabel('Primer plano')).not.toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Cuerpo entero')).not.toHaveAccessibleDescription(message);
    await expect(new SentPanel(page, 'Solicitud enviada').region).toHaveCount(0);
    await expect(form.form.getByLabel('Nombre y apellidos')).toHaveValue(`Marta ${tag}`);
    await expect(form.form.getByLabel('Correo electrónico', { exact: true })).toHaveValue(
      `marta-${tag}@example.com`,
    );
    const birth = form.form.getByRole('group', { name: 'Fecha de nacimiento' });
    await expect(birth.getByLabel('Día')).toHaveValue('12');
    await expect(birth.getByLabel('Año')).toHaveValue('2001');
    await expect(form.form.getByLabel('Ciudad')).toHaveValue(/.+/);
    await expect(form.form.getByLabel(/Declaro haber leído/)).toBeChecked();
    await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3);
    await expect.poll(async () => (await entriesWith(request, tag)).length).toBe(0);
  });
});

test.describe('bodies that do not come', () => {
  test('a contact body that has not all come within 10 s is answered 408, its connection closed', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Ana', message: 'x'.repeat(500) }));
    const slow = rawPost(`${E2E.siteUrl}/api/contact`, {
      body,
      bytes: 1,
      everyMs: 1000,
      headers: { 'Content-Type': 'application/json', ...testAddress() },
    });
    const answer = await slow.answer;
    slow.stop();
    expect(answer).toMatchObject({ status: 408, headers: { connection: 'close' } });
    expect(answer.ms).toBeGreaterThan(9_000);
    expect(answer.ms).toBeLessThan(20_000);
  });

  test('an application trickling in a byte every 2 s is ended with 408 at the end of its first window', async () => {
    test.setTimeout(90_000);
    const { body, contentType } = await applicationBody({
      changes: fields(marker()),
      photos: { image_1: photo(0), image_2: photo(1), image_3: photo(2) },
    });
    const slow = rawPost(`${E2E.siteUrl}/api/applications`, {
      body,
      bytes: 1,
      everyMs: 2000,
      headers: { 'Content-Type': contentType, ...testAddress() },
    });
    const answer = await slow.answer;
    slow.stop();
    expect(answer).toMatchObject({ status: 408, headers: { connection: 'close' } });
    expect('text' in answer && JSON.parse(answer.text)).toEqual({ error: 'request_timeout' });
    expect(answer.ms).toBeLessThan(45_000);
  });
});

test.describe('limits per form', () => {
  test('a client who used up the contact budget can still ask for a quote and apply', async ({
    request,
  }) => {
    const address = testAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await request.post('/api/contact', { data: {}, headers: address })).status()).toBe(
        400,
      );
    expect((await request.post('/api/contact', { data: {}, headers: address })).status()).toBe(429);
    expect((await request.post('/api/quote', { data: {}, headers: address })).status()).toBe(400);
    const application = await request.post('/api/applications', {
      multipart: { realname: 'x' },
      headers: address,
    });
    expect(application.status()).toBe(400);
  });

  test('the composite download refuses same-site and cross-site pages, counting neither', async ({
    request,
  }) => {
    const address = testAddress();
    for (const site of ['same-site', 'cross-site'])
      for (let i = 0; i < 11; i += 1)
        expect(
          (
            await request.post('/api/talents/1/composite', {
              headers: { ...address, 'sec-fetch-site': site },
            })
          ).status(),
        ).toBe(403);
    expect((await request.post('/api/talents/abc/composite', { headers: address })).status()).toBe(
      400,
    );
  });
});

/** The sample application's fields for an applicant marked by `tag`. */
function fields(tag: string) {
  return { realname: `Marta ${tag}`, email: `marta-${tag}@example.com` };
}

/** A multipart body with the bytes of the part named `field` replaced by `bytes`. */
function replacePart(body: Buffer, contentType: string, field: string, bytes: Buffer): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const delimiter = Buffer.from(`\r\n--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const name = body.indexOf(`name="${field}"`);
  const start = body.indexOf('\r\n\r\n', name) + 4;
  const end = body.indexOf(delimiter, start);
  if (name < 0 || start < 4 || end < 0) throw new Error(`no part ${field} in the body`);
  return Buffer.concat([body.subarray(0, start), bytes, body.subarray(end)]);
}
