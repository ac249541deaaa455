import { expect, test, type Page } from '@playwright/test';

import { agencyTalents, entryWith, marker } from '../fixtures/forms';
import { appearedAt, SENT_STATES, watchForAppearances } from './appearances';

// Each form in Chromium, from empty through validation to sent and cleared, checked in the inbox.
const CONTACT_LABELS = ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje'];

async function fillContact(page: Page, tag: string) {
  const form = page.locator('form');
  await form.getByLabel('Nombre', { exact: true }).fill(`Ana ${tag}`);
  await form.getByLabel('Correo electrónico').fill(`ana-${tag}@example.com`);
  await form.getByLabel('Teléfono').pressSequentially('+34 655 555 431');
  await form.getByLabel('Mensaje').fill(`Necesitamos dos modelos, ${tag}.`);
}

// The sent state lasts 2.5 s: the page records that it appeared, so a busy machine cannot miss it.
test.beforeEach(async ({ page }) => {
  await watchForAppearances(page, SENT_STATES);
});

async function expectSentThenCleared(page: Page) {
  await expect.poll(() => appearedAt(page, 'sentButton')).not.toBeNull();
  await expect.poll(() => appearedAt(page, 'sentStatus')).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled({ timeout: 5000 });
}

test('contact: flagged when empty, then sent, cleared and in the inbox', async ({
  page,
  request,
}) => {
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
  await expect(form.getByLabel('Teléfono')).toHaveValue('+34 655 55 54 31');
  await expect(form.getByLabel('Nombre', { exact: true })).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectSentThenCleared(page);
  for (const label of CONTACT_LABELS) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid');
  }

  const entry = await entryWith(request, `ana-${tag}@example.com`);
  expect(entry.type).toBe('contact');
  expect(entry.data).toMatchObject({ name: `Ana ${tag}`, phone: '+34655555431' });
});

test('quote: blocked without favorites, then sent with them', async ({ page, request }) => {
  const tag = marker();
  await page.goto('/favoritos');
  const form = page.locator('form');
  await fillContact(page, tag);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('¡No hay talentos seleccionados!')).toBeVisible();

  const talents = (await agencyTalents(request, 2)).map(({ id, name }) => ({
    id,
    name,
    slug: 'talent',
    section: 'models',
    cover: null,
    cover2: null,
  }));
  await page.evaluate(
    (list) =>
      localStorage.setItem(
        'favorites',
        JSON.stringify(Object.fromEntries(list.map((t) => [String(t.id), t]))),
      ),
    talents,
  );
  await page.reload();
  await expect(form.getByText('2 talentos seleccionados')).toBeVisible();
  await fillContact(page, tag);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectSentThenCleared(page);
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('');

  const entry = await entryWith(request, `ana-${tag}@example.com`);
  expect(entry.type).toBe('favorites');
  // In the favorites' order (by id), under the agency's names.
  const sent = [...talents].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name }));
  expect(JSON.parse(String(entry.data.models))).toEqual(sent);
});
