import { expect, test, type Page } from '@playwright/test';

import { gotoWithScriptsHeld } from './held-scripts';

// Issue 14: a Spanish visitor could not enter the agency's own booking number in any form,
// because the Brazilian mask turned '+34 655 555 431' into '+34 (65) 55554-31' and refused it.
const FORMS = [
  { path: '/contacto', name: 'contact' },
  { path: '/favoritos', name: 'quote' },
  { path: '/ser-modelo', name: 'application' },
];

async function sendEmpty(page: Page) {
  await page.locator('form').getByRole('button', { name: 'Enviar' }).click();
}

for (const { path, name } of FORMS) {
  test(`${name}: the booking number +34 655 555 431 is taken as typed and valid`, async ({
    page,
  }) => {
    await page.goto(path);
    const phone = page.locator('form').getByLabel('Teléfono');
    await expect(page.locator('form').getByLabel('Prefijo telefónico')).toHaveValue('ES');
    // As a visitor, once the form shows: React may reveal a form's streamed markup after the load
    // event, and keys sent to a field still hidden reach nothing.
    await expect(phone).toBeVisible();
    await phone.pressSequentially('+34 655 555 431');
    await expect(phone).toHaveValue('+34 655 55 54 31');
    await sendEmpty(page);
    await expect(
      page.locator('form').getByLabel('Nombre', { exact: false }).first(),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAttribute('aria-invalid');
  });
}

test('numbers of Spain, Portugal, Brazil, the United Kingdom and the USA, typed for the chosen country', async ({
  page,
}) => {
  await page.goto('/contacto');
  const form = page.locator('form');
  const phone = form.getByLabel('Teléfono');
  const country = form.getByLabel('Prefijo telefónico');
  const cases = [
    ['ES', '655555431', '655 55 54 31'],
    ['PT', '912345678', '912 345 678'],
    ['BR', '11987654321', '(11) 98765-4321'],
    ['GB', '07400123456', '07400 123456'],
    ['US', '2015550123', '(201) 555-0123'],
  ] as const;
  await country.focus();
  for (const [code, typed, shown] of cases) {
    await phone.fill('');
    await country.selectOption(code);
    await phone.pressSequentially(typed);
    await expect(phone).toHaveValue(shown);
    await sendEmpty(page);
    await expect(phone, code).not.toHaveAttribute('aria-invalid');
  }
  // A number the chosen country cannot have is flagged.
  await phone.fill('');
  await country.selectOption('ES');
  await phone.pressSequentially('6555');
  await sendEmpty(page);
  await expect(phone).toHaveAccessibleDescription('Número no válido para el país elegido');
  // An international number picks its country; the old mask's Brazilian numbers stay valid.
  await phone.fill('');
  await phone.pressSequentially('+55 (11) 98765-4321');
  await expect(country).toHaveValue('BR');
  await sendEmpty(page);
  await expect(phone).not.toHaveAttribute('aria-invalid');
});

test('the picker is in the page language, reachable by keyboard, and defaults to the market', async ({
  page,
}) => {
  await page.goto('/en/contact');
  const form = page.locator('form');
  const country = form.getByLabel('Dialling code');
  await expect(country).toHaveValue('GB');
  await form.getByLabel('E-mail').focus();
  await page.keyboard.press('Tab');
  await expect(country).toBeFocused();
  await expect(country.locator('option[value="ES"]')).toHaveText('Spain +34');
  // Arrow keys choose on a focused native select, and the number field follows.
  await page.keyboard.press('ArrowUp');
  await expect(country).not.toHaveValue('GB');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Phone', { exact: true })).toBeFocused();

  await page.goto('/contacto');
  const picker = page.locator('form').getByLabel('Prefijo telefónico');
  await picker.focus();
  await expect(picker.locator('option[value="ES"]')).toHaveText('España +34');
});

// A phone on a slow connection shows the form before its scripts have run: what the visitor types
// then is in the field when the form comes alive, formatted, and is what the form sends.
for (const { path, name } of FORMS) {
  test(`${name}: a number typed before the form's scripts ran is kept`, async ({ page }) => {
    const release = await gotoWithScriptsHeld(page, path);
    const phone = page.locator('form').getByLabel('Teléfono');
    const email = page.locator('form').getByLabel('Correo electrónico', { exact: false }).first();
    await expect(phone).toBeVisible();
    await email.pressSequentially('ana@example.com');
    await phone.pressSequentially('+34 655 555 431');
    await expect(phone).toHaveValue('+34 655 555 431');
    release();
    await page.waitForLoadState('load');
    await expect(phone).toHaveValue('+34 655 55 54 31');
    await expect(email).toHaveValue('ana@example.com');
    // Sent empty otherwise: the number is the form's value, and valid.
    await sendEmpty(page);
    await expect(
      page.locator('form').getByLabel('Nombre', { exact: false }).first(),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveValue('+34 655 55 54 31');
  });
}
