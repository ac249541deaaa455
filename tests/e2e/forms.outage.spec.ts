import { expect, test } from '@playwright/test';

import { entryWith, marker, PHOTOS } from '../fixtures/forms';
import { storedPhotos } from '../fixtures/photos';
import { setOutage } from './backend-control';
import { ApplicationPage } from './pages/application';
import { SentPanel } from './pages/sent-panel';

// Sends with the back-end stopped: the visitor keeps everything typed and chosen, sees a short
// error, and simply sends again once it is back. Nothing is reported as sent that was not.
test.afterEach(async ({ request }) => {
  await setOutage(request, false);
});

test('an application sent while the back-end is down keeps every field and photo, then goes through', async ({
  page,
  request,
}) => {
  const tag = marker();
  await page.goto('/ser-modelo');
  const form = page.locator('form');
  await form.getByLabel('Nombre y apellidos').fill(`Marta ${tag}`);
  await new ApplicationPage(page).fillBirthdate('12', 'abril', '2001');
  await form.getByLabel('Correo electrónico').fill(`marta-${tag}@example.com`);
  await form.getByLabel('Teléfono').pressSequentially('655555431');
  await form.getByLabel('Instagram').fill(`@marta.${tag}`);
  // This file runs right after faults.outage.spec.ts stopped the back-end, and the site waits a
  // few seconds before signing in again after a failure: the cities may fail to come at first.
  // Like a visitor, choose the country again until they do.
  await expect(async () => {
    await form.getByLabel('País').selectOption({ index: 0 });
    await form.getByLabel('País').selectOption({ label: 'España' });
    await expect(form.getByLabel('Ciudad').locator('option', { hasText: 'Sevilla' })).toBeAttached({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  await form.getByLabel('Ciudad').selectOption({ label: 'Sevilla' });
  for (const [label, value] of [
    ['Altura (cm)', '175'],
    ['Busto (cm)', '88'],
    ['Cintura (cm)', '64'],
    ['Jeans (talla EU)', '38'],
    ['Calzado (talla EU)', '40'],
  ]) {
    // Reaching for a measure fills its options (components/forms/select-field.tsx).
    await form.getByLabel(label ?? '').focus();
    await form.getByLabel(label ?? '').selectOption({ label: value ?? '' });
  }
  await form.getByLabel('Color de ojos').focus();
  await form.getByLabel('Color de ojos').selectOption({ index: 2 });
  for (const [index, label] of ['Primer plano', 'Plano medio', 'Cuerpo entero'].entries()) {
    await page.getByLabel(new RegExp(label)).setInputFiles(PHOTOS[index]?.path ?? '');
  }
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3);
  await form.getByLabel(/Declaro haber leído/).check();

  await setOutage(request, true);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se ha podido enviar' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  await expect(form.getByLabel('Nombre y apellidos')).toHaveValue(`Marta ${tag}`);
  await expect(form.getByLabel('Teléfono')).toHaveValue('655 55 54 31');
  await expect(form.getByLabel('Ciudad')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Ciudad').locator('option:checked')).toHaveText('Sevilla');
  await expect(form.getByLabel('Altura (cm)').locator('option:checked')).toHaveText('175');
  await expect(form.getByLabel(/Declaro haber leído/)).toBeChecked();
  await expect(page.getByTestId('image_3-name')).toHaveText('full-body.gif');
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3);

  await setOutage(request, false);
  // The site waits a few seconds before signing in to a back-end that just failed: like a
  // visitor, send again until it goes through.
  await expect(async () => {
    await form.getByRole('button', { name: 'Reintentar' }).click();
    await expect(new SentPanel(page, 'Solicitud enviada').heading).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'No se ha podido enviar' })).toHaveCount(
    0,
  );
  const entry = await entryWith(request, `marta-${tag}@example.com`);
  // The jpeg, png and gif chosen, each prepared as a JPEG in the browser.
  expect(Object.keys(await storedPhotos(request, entry)).sort()).toEqual([
    'image_1',
    'image_2',
    'image_3',
  ]);
});

test('a contact message sent while the back-end is down answers 502 and is kept in the form', async ({
  page,
  request,
}) => {
  const tag = marker();
  await page.goto('/en/contact');
  const form = page.locator('form');
  await form.getByLabel('Name', { exact: true }).fill(`Ana ${tag}`);
  await form.getByLabel('E-mail').fill(`ana-${tag}@example.com`);
  await form.getByLabel('Phone').pressSequentially('07400 123456');
  await form.getByLabel('Message').fill('Hello');

  await setOutage(request, true);
  const answer = page.waitForResponse('**/api/contact');
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await answer).status()).toBe(502);
  await expect(page.getByRole('alert').filter({ hasText: 'It could not be sent' })).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Hello');
  await expect(form.getByLabel('Phone')).toHaveValue('07400 123456');
});
