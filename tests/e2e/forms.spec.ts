import { expect, test, type Page } from '@playwright/test';

import { agencyTalents, entryWith, marker } from '../fixtures/forms';
import { expectAxeClean } from './a11y-pages';
import { SentPanel } from './pages/sent-panel';

// Each form in Chromium, from empty through validation to its confirmation and a new empty form,
// checked in the inbox.
const CONTACT_LABELS = ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje'];

async function fillContact(page: Page, tag: string) {
  const form = page.locator('form');
  await form.getByLabel('Nombre', { exact: true }).fill(`Ana ${tag}`);
  await form.getByLabel('Correo electrónico').fill(`ana-${tag}@example.com`);
  await form.getByLabel('Teléfono').pressSequentially('+34 655 555 431');
  await form.getByLabel('Mensaje').fill(`Necesitamos dos modelos, ${tag}.`);
}

test('contact: flagged when empty, then sent, confirmed until the visitor writes another, and in the inbox', async ({
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
  const sent = new SentPanel(page, 'Mensaje enviado');
  await sent.expectShown(
    new RegExp(`Te responderemos en un día laborable en ana-${tag}@example.com`),
  );
  await expect(page.getByLabel('Mensaje', { exact: true })).toHaveCount(0);
  const entry = await entryWith(request, `ana-${tag}@example.com`);
  expect(entry.type).toBe('contact');
  expect(entry.data).toMatchObject({ name: `Ana ${tag}`, phone: '+34655555431' });
  await expectAxeClean(page, 'the contact confirmation');
  // It stays until the visitor acts.
  await page.waitForTimeout(3000);
  await expect(sent.heading).toBeVisible();

  await sent.another('Escribir otro mensaje');
  for (const label of CONTACT_LABELS) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid');
  }
  await expect(form.getByLabel('Nombre', { exact: true })).toBeFocused();
});

test('quote: blocked without favorites, then sent with them, confirmed with the selection, and the favorites kept', async ({
  page,
  request,
}) => {
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
  const panel = new SentPanel(page, 'Solicitud de presupuesto enviada');
  await panel.expectShown(/Hemos recibido tu selección de 2 talentos/);
  await expect(panel.heading).toHaveAccessibleDescription(
    new RegExp(`en dos días laborables a ana-${tag}@example.com`),
  );
  // In the favorites' order (by id), under the agency's names.
  const sent = [...talents].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name }));
  await expect(panel.region.getByRole('listitem')).toHaveText(sent.map(({ name }) => name));
  await expectAxeClean(page, 'the quote confirmation');

  const entry = await entryWith(request, `ana-${tag}@example.com`);
  expect(entry.type).toBe('favorites');
  expect(JSON.parse(String(entry.data.models))).toEqual(sent);

  // The favorites stay, on the page and for another request.
  await expect(
    page.getByRole('list', { name: 'Talentos favoritos' }).getByRole('listitem'),
  ).toHaveCount(2);
  await panel.another('Pedir otro presupuesto');
  await expect(form.getByText('2 talentos seleccionados')).toBeVisible();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Nombre', { exact: true })).toBeFocused();
});
