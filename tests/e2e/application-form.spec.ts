import { expect, test, type Page } from '@playwright/test';

import { entryWith, marker, PHOTOS } from '../fixtures/forms';
import { appearedAt, SENT_STATES, watchForAppearances } from './appearances';

// The scouting application in Chromium: validation, the country → city cascade, three photos
// arriving in the inbox byte for byte, then a cleared form.
async function fillApplicant(page: Page, tag: string) {
  const form = page.locator('form');
  await form.getByLabel('Nombre y apellidos').fill(`Marta ${tag}`);
  await form.getByLabel('Correo electrónico').fill(`marta-${tag}@example.com`);
  await form.getByLabel('Teléfono').pressSequentially('655555431');
  await form.getByLabel('Instagram').fill(`@marta.${tag}`);
  await form.getByLabel('País').selectOption({ label: 'España' });
  await expect(form.getByLabel('Ciudad')).toBeEnabled();
  await form.getByLabel('Ciudad').selectOption({ label: 'Madrid' });
  await form.getByLabel('Altura (cm)').selectOption({ label: '172' });
  await form.getByLabel('Busto (cm)').selectOption({ label: '84' });
  await form.getByLabel('Cintura (cm)').selectOption({ label: '61' });
  await form.getByLabel('Jeans (talla EU)').selectOption({ label: '36.5' });
  await form.getByLabel('Calzado (talla EU)').selectOption({ label: '39' });
  await form.getByLabel('Color de ojos').selectOption({ index: 1 });
}

async function choosePhotos(page: Page) {
  const labels = ['Primer plano', 'Plano medio', 'Cuerpo entero'];
  for (const [index, label] of labels.entries()) {
    await page.getByLabel(new RegExp(label)).setInputFiles(PHOTOS[index]?.path ?? '');
  }
}

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

test('an application: flagged when empty, then sent with three photos that arrive byte for byte', async ({
  page,
  request,
}) => {
  const tag = marker();
  // The sent state lasts 2.5 s: the page records that it appeared, so a busy machine cannot miss
  // it.
  await watchForAppearances(page, SENT_STATES);
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
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(16);

  await form.getByLabel('Hombre').check();
  await expect(form.getByLabel('Pecho (cm)')).toBeVisible();
  await form.getByLabel('Mujer').check();
  await fillApplicant(page, tag);
  await choosePhotos(page);
  await expect(page.getByTestId('image_1-name')).toHaveText('portrait-c...jpg');
  await expect(page.getByRole('img', { name: 'Vista previa: medium-shot.png' })).toBeVisible();
  await form.getByLabel(/Declaro haber leído/).check();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect.poll(() => appearedAt(page, 'sentButton')).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled({ timeout: 5000 });
  await expect(form.getByLabel('Nombre y apellidos')).toHaveValue('');
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
  expect(entry.files.map((file) => file.sha256).sort()).toEqual(
    PHOTOS.map((photo) => photo.sha256).sort(),
  );
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
