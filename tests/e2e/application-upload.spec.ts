import { expect, test, type CDPSession, type Page } from '@playwright/test';

import { entriesWith, entryWith, marker } from '../fixtures/forms';
import { phoneUpload, storedPhotos } from '../fixtures/photos';
import { ApplicationPage } from './pages/application';
import { SentPanel } from './pages/sent-panel';

// Sending an application over a slow uplink (Chromium's network throttling): the form shows how
// much has gone, can be cancelled, survives a dropped connection (Chromium's offline emulation
// stalls an upload under way rather than failing it, so the connection is reset by a route), and
// every retry reuses the submission's idempotency key, so the application is stored once.

const KB = 1024;

async function throttle(page: Page, uploadBytesPerSecond: number, offline = false) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: uploadBytesPerSecond,
  });
  return cdp;
}

/** The Idempotency-Key of every application the page sends. */
function watchKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/applications') && request.method() === 'POST')
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

async function readyApplication(page: Page, tag: string) {
  const application = new ApplicationPage(page);
  await page.goto('/ser-modelo');
  await application.fillApplicant(tag);
  await application.choosePhotos([
    await phoneUpload(1, { width: 1200, height: 1600 }),
    await phoneUpload(2, { width: 1200, height: 1600 }),
    await phoneUpload(3, { width: 1200, height: 1600 }),
  ]);
  await application.acceptPrivacy();
  return application;
}

test('a throttled upload shows its progress, can be cancelled, survives a dropped connection and is stored once', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = marker();
  const application = await readyApplication(page, tag);
  const keys = watchKeys(page);
  const bar = page.getByRole('progressbar', { name: 'Solicitud enviada' });
  const percent = async () => Number(await bar.getAttribute('value'));

  // Cancelled part way: everything stays, ready to be sent again.
  const cdp = await throttle(page, 48 * KB);
  await application.submit.click();
  await expect(bar).toBeVisible();
  await expect.poll(percent).toBeGreaterThan(0);
  expect(await percent()).toBeLessThan(100);
  await expect(page.getByText(/^\d+ % enviado$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar el envío' }).click();
  await expect(application.form.getByRole('alert')).toHaveText(
    'Envío cancelado. Tus datos y tus fotos siguen aquí.',
  );
  await expect(bar).toHaveCount(0);
  await expect(application.form.getByLabel('Nombre y apellidos')).toHaveValue(`Marta ${tag}`);
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3);

  // The connection drops: the send fails and offers a retry, keeping everything.
  await page.route('**/api/applications', (route) => route.abort('connectionreset'), {
    times: 1,
  });
  await application.form.getByRole('button', { name: 'Reintentar' }).click();
  await expect(application.form.getByRole('alert')).toContainText('No se ha podido enviar');
  await expect(application.form.getByLabel('Ciudad').locator('option:checked')).toHaveText(
    'Madrid',
  );
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3);

  // The retry goes through (a send the site still sees as running answers busy, and the visitor
  // tries again).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 512 * KB,
  });
  await expect(async () => {
    await application.form.getByRole('button', { name: 'Reintentar' }).click();
    await expect(new SentPanel(page, 'Solicitud enviada').heading).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 40_000 });

  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  const entry = await entryWith(request, `marta-${tag}@example.com`);
  expect(Object.keys(await storedPhotos(request, entry))).toHaveLength(3);
});

test('a send whose answer was lost is stored once when retried', async ({ page, request }) => {
  const tag = marker();
  const application = await readyApplication(page, tag);
  const keys = watchKeys(page);
  // The application reaches the site, which stores it; the answer never reaches the browser.
  await page.route(
    '**/api/applications',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await application.submit.click();
  await expect(application.form.getByRole('alert')).toContainText('No se ha podido enviar');
  await entryWith(request, `marta-${tag}@example.com`);

  const replay = page.waitForResponse('**/api/applications');
  await application.form.getByRole('button', { name: 'Reintentar' }).click();
  expect((await replay).headers()['idempotent-replayed']).toBe('true');
  await new SentPanel(page, 'Solicitud enviada').expectShown(/tres semanas/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await entriesWith(request, `marta-${tag}@example.com`)).toHaveLength(1);
});
