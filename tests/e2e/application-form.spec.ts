import { expect, test } from '@playwright/test';

import { entryWith, marker } from '../fixtures/forms';
import { phoneUpload, storedPhotos } from '../fixtures/photos';
import { expectAxeClean } from './a11y-pages';
import { gotoWithScriptsHeld } from './held-scripts';
import { ApplicationPage } from './pages/application';
import { SentPanel } from './pages/sent-panel';

// The scouting application in Chromium: validation, the country → city cascade, three phone
// photos prepared in the browser and arriving in the inbox upright and without any metadata (an
// extra photo chosen and removed again), then the confirmation and a new empty form.
test("what is typed and chosen before the form's scripts ran is kept and sent", async ({
  page,
}) => {
  const release = await gotoWithScriptsHeld(page, '/ser-modelo');
  const form = page.locator('form').filter({ has: page.getByLabel('Día', { exact: true }) });
  await expect(form.getByLabel('Día', { exact: true })).toBeVisible();
  await form.getByLabel('Día', { exact: true }).pressSequentially('12');
  await form.getByLabel('Mes', { exact: true }).selectOption({ label: 'marzo' });
  await form.getByLabel('Año', { exact: true }).pressSequentially('2000');
  await form.getByLabel('País').selectOption({ label: 'Portugal' });
  await form.getByLabel('Teléfono').pressSequentially('+34 655 555 431');
  release();
  await page.waitForLoadState('load');
  await expect(form.getByLabel('Teléfono')).toHaveValue('+34 655 55 54 31');
  await expect(form.getByLabel('Ciudad')).toBeEnabled();
  await expect(form.getByLabel('Día', { exact: true })).toHaveValue('12');
  await expect(form.getByLabel('Mes', { exact: true })).toHaveValue('3');
  await expect(form.getByLabel('Año', { exact: true })).toHaveValue('2000');
  await expect(form.getByLabel('País')).toHaveValue(/\d+/);
  // Sent otherwise empty: the birth date, the country and the phone are the form's, and valid.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByLabel('Ciudad')).toHaveAttribute('aria-invalid', 'true');
  for (const label of ['Día', 'Mes', 'Año', 'País', 'Teléfono'])
    await expect(form.getByLabel(label, { exact: true }), label).not.toHaveAttribute(
      'aria-invalid',
    );
});

test('the city select waits for a country, shows loading, then offers its cities', async ({
  page,
}) => {
  await page.goto('/ser-modelo');
  const city = page.getByLabel('Ciudad');
  await expect(city).toBeDisabled();
  await expect(city.locator('option')).toHaveText(['Elige primero un país']);

  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/attributes?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('País').selectOption({ label: 'Portugal' });
  await expect(city).toBeDisabled();
  await expect(city).toHaveAttribute('aria-busy', 'true');
  await expect(city.locator('option')).toHaveText(['Cargando ciudades…']);
  release();
  await expect(city).toBeEnabled();
  await expect(city.locator('option')).toContainText(['Lisboa', 'Porto']);

  await page.unroute('**/api/attributes?*');
  await page.getByLabel('País').selectOption({ label: 'España' });
  await expect(city.locator('option', { hasText: 'Madrid' })).toBeAttached();
  await expect(city.locator('option', { hasText: 'Lisboa' })).toHaveCount(0);
});

test('an application: flagged when empty, then sent with three phone photos that arrive upright and without location', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = marker();
  const application = new ApplicationPage(page);
  // A 12 MP photo and two smaller ones, stored sideways with EXIF orientation 6 and GPS.
  const photos = [
    await phoneUpload(1, { width: 3024, height: 4032 }),
    await phoneUpload(2, { width: 1200, height: 1600 }),
    await phoneUpload(3, { width: 900, height: 1200 }),
  ];
  await page.goto('/ser-modelo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ser modelo');
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByLabel('Nombre y apellidos')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Ciudad')).toHaveAccessibleDescription('Campo obligatorio');
  await expect(page.getByLabel('Primer plano', { exact: true })).toHaveAccessibleDescription(
    'Elegir foto Añade esta foto',
  );
  await expect(page.getByLabel(/Declaro haber leído/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Año', { exact: true })).toHaveAccessibleDescription(
    'Por ejemplo: 27 de marzo de 2007 Campo obligatorio',
  );
  // Every field but gender, the three parts of the date of birth, and the privacy box.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(19);

  await form.getByLabel('Hombre').check();
  await expect(form.getByLabel('Pecho (cm)')).toBeVisible();
  await form.getByLabel('Mujer').check();
  await application.fillApplicant(tag);
  await application.choosePhotos(photos);
  await expect(page.getByTestId('image_1-name')).toHaveText('PXL_202605...jpg');
  await expect(
    page.getByRole('img', { name: 'Vista previa: PXL_20260502_102407.jpg' }),
  ).toBeVisible();
  // An extra photo, chosen and then removed from the keyboard: it is not sent.
  const [extra] = await form.getByLabel('Foto adicional Opcional').all();
  await extra?.setInputFiles(await phoneUpload(4, { width: 900, height: 1200 }));
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(4, { timeout: 20_000 });
  const remove = form.getByRole('button', { name: /^Quitar Foto adicional: PXL_/ });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3);
  await expect(page.getByTestId('image_4-name')).toHaveText('Elegir foto');
  await expect(extra ?? form).toBeFocused();
  await application.acceptPrivacy();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

  await form.getByRole('button', { name: 'Enviar' }).click();
  const sent = new SentPanel(page, 'Solicitud enviada');
  await sent.expectShown(
    new RegExp(`responde en un plazo de tres semanas en marta-${tag}@example.com`),
    60_000,
  );
  await expectAxeClean(page, 'the application confirmation');
  await sent.another('Enviar otra solicitud');
  await expect(form.getByLabel('Nombre y apellidos')).toHaveValue('');
  await expect(form.getByLabel('Nombre y apellidos')).toBeFocused();
  await expect(form.getByLabel('Ciudad')).toBeDisabled();
  await expect(page.getByTestId('image_1-name')).toHaveText('Elegir foto');
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(0);
  await expect(form.getByLabel(/Declaro haber leído/)).not.toBeChecked();

  const entry = await entryWith(request, `marta-${tag}@example.com`);
  expect(entry.type).toBe('getScouted');
  expect(entry.data).toMatchObject({
    gender: 'woman',
    phone: '+34655555431',
    height: '172/5.8',
    country: JSON.stringify({ value: 724, label: 'España' }),
  });
  expect(JSON.parse(String(entry.data.basedin))).toMatchObject({ label: 'Madrid' });
  // An adult's: no guardian, the privacy consent recorded, kept six months.
  expect(entry.data).toMatchObject({ birthdate: '2001-04-12', email: `marta-${tag}@example.com` });
  expect(entry.data).not.toHaveProperty('guardian');
  const consents = JSON.parse(String(entry.data.consents)) as { recorded_at: string };
  expect(consents).toMatchObject({ privacy: true, future_castings: false, language: 'es' });
  const inSixMonths = new Date(consents.recorded_at);
  inSixMonths.setUTCDate(1);
  inSixMonths.setUTCMonth(inSixMonths.getUTCMonth() + 6);
  expect(String(entry.data.keep_until).slice(0, 7)).toBe(inSixMonths.toISOString().slice(0, 7));
  // Upright, scaled to 2560 px when larger, JPEG, and no metadata (tests/fixtures/photos.ts).
  expect(await storedPhotos(request, entry)).toEqual({
    image_1: { name: 'image_1.jpg', width: 1920, height: 2560, upright: true },
    image_2: { name: 'image_2.jpg', width: 1200, height: 1600, upright: true },
    image_3: { name: 'image_3.jpg', width: 900, height: 1200, upright: true },
  });
});

test('the English application page has the navbar label as title and links the English privacy page', async ({
  page,
}) => {
  await page.goto('/en/be-a-model');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Be a model');
  await expect(page.getByLabel('Chest (cm)')).toHaveCount(0);
  await expect(page.locator('form').getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});
