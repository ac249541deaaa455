import { expect, test, type Page } from '@playwright/test';
import { entryWith, marker } from '../fixtures/forms';

// Each form in Chromium, from empty through validation to sent and cleared, checked in the inbox.
const CONTACT_LABELS = ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje'];

async function fillContact(page: Page, tag: string) {
  const form = page.locator('form');
  await form.getByLabel('Nombre', { exact: true }).fill(`Ana ${tag}`);
  await form.getByLabel('Correo electrónico').fill(`ana-${tag}@example.com`);
  await form.getByLabel('Teléfono').pressSequentially('5511987654321');
  await form.getByLabel('Mensaje').fill(`Necesitamos dos modelos, ${tag}.`);
}

async function expectSentThenCleared(page: Page) {
  await expect(page.getByRole('button', { name: 'Enviado' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Enviado. Gracias' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled({ timeout: 5000 });
}

test('contact: flagged when empty, then sent, cleared and in the inbox', async ({ page, request }) => {
  const tag = marker();
  await page.goto('/contacto');
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Enviar' }).click();
  for (const label of CONTACT_LABELS) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Campo obligatorio');
  }

  await fillContact(page, tag);
  await expect(form.getByLabel('Teléfono')).toHaveValue('+55 (11) 98765-4321');
  await expect(form.getByLabel('Nombre', { exact: true })).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectSentThenCleared(page);
  for (const label of CONTACT_LABELS) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid');
  }

  const entry = await entryWith(request, `ana-${tag}@example.com`);
  expect(entry.type).toBe('contact');
  expect(entry.data).toMatchObject({ name: `Ana ${tag}`, phone: '+55 (11) 98765-4321' });
});

test('quote: blocked without favorites, then sent with them', async ({ page, request }) => {
  const tag = marker();
  await page.goto('/favoritos');
  const form = page.locator('form');
  await fillContact(page, tag);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('¡No hay talentos seleccionados!')).toBeVisible();

  const talents = [
    { id: 101, name: `Lucía ${tag}`, slug: 'lucia', section: 'models', cover: null, cover2: null },
    { id: 102, name: `Marco ${tag}`, slug: 'marco', section: 'models', cover: null, cover2: null },
  ];
  await page.evaluate((list) => localStorage.setItem('favorites', JSON.stringify(Object.fromEntries(list.map((t) => [String(t.id), t])))), talents);
  await page.reload();
  await expect(form.getByText('2 talentos seleccionados')).toBeVisible();
  await fillContact(page, tag);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectSentThenCleared(page);
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('');

  const entry = await entryWith(request, `ana-${tag}@example.com`);
  expect(entry.type).toBe('favorites');
  expect(JSON.parse(String(entry.data.models))).toEqual(talents.map(({ id, name }) => ({ id, name })));
});
