import { expect, test, type Page } from '@playwright/test';

import { applicationFields, GUARDIAN } from '../fixtures/application.mjs';
import { entryWith, inboxAuth, marker, PHOTOS, testAddress } from '../fixtures/forms';
import { expectAxeClean } from './a11y-pages';
import { E2E } from './env';
import { ApplicationPage } from './pages/application';
import { SentPanel } from './pages/sent-panel';

// A parent applies for a child: the guardian section appears as soon as the birth date says under
// 18, the form and the API refuse a child's application without a guardian, and the inbox shows the
// guardian, the consents and the keep-until date.

const MONTHS =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre';

/** The date, in the browser's time zone, `years` years and a month before today. */
function bornAgo(years: number) {
  const date = new Date();
  date.setDate(1);
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 1);
  return {
    day: '1',
    month: MONTHS.split(' ')[date.getMonth()] ?? 'enero',
    year: String(date.getFullYear()),
    iso: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`,
  };
}

/** A child's application as far as the guardian: name, a birth date 9 years ago, place, measures, photos, privacy. */
async function childApplication(page: Page, tag: string) {
  const application = new ApplicationPage(page);
  await page.goto('/ser-modelo');
  await expect(page.getByText('Así presentan también las familias')).toBeVisible();
  const form = application.form;
  await form.getByLabel('Nombre y apellidos', { exact: true }).fill(`Lucía ${tag}`);
  const born = bornAgo(9);
  await application.fillBirthdate(born.day, born.month, born.year);
  await application.fillPlaceAndMeasures();
  for (const [index, label] of ['Primer plano', 'Plano medio', 'Cuerpo entero'].entries()) {
    await page.getByLabel(label, { exact: true }).setInputFiles(PHOTOS[index]?.path ?? '');
  }
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(3, { timeout: 20_000 });
  await application.acceptPrivacy();
  return { application, born };
}

test('a parent applies for a 9-year-old: the section appears announced, and the inbox shows the guardian, consents and keep-until date', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = marker();
  const { application, born } = await childApplication(page, tag);
  const form = application.form;
  await expect(form.getByRole('status')).toContainText('Menor de 18 años');
  const guardian = form.getByRole('group', { name: 'Madre, padre o tutor legal' });
  await expect(guardian).toBeVisible();
  await expect(form.getByLabel('Correo electrónico · Opcional')).not.toHaveAttribute(
    'aria-required',
  );
  await expectAxeClean(page, 'the application with the guardian section');

  await guardian.getByLabel('Nombre y apellidos del responsable').fill(`Elena ${tag}`);
  await guardian.getByLabel('Madre', { exact: true }).check();
  await guardian.getByLabel('Correo electrónico del responsable').fill(`elena-${tag}@example.com`);
  await guardian
    .getByLabel('Teléfono del responsable', { exact: true })
    .pressSequentially('655555432');
  await guardian.getByLabel(/Declaro que soy la madre/).check();
  await form.getByLabel(/Acepto que la agencia conserve mi solicitud/).check();
  await application.submit.click();

  await new SentPanel(page, 'Solicitud enviada').expectShown(
    new RegExp(`al correo del responsable, elena-${tag}@example.com.*durante 24 meses`),
    60_000,
  );
  const entry = await entryWith(request, `elena-${tag}@example.com`);
  expect(entry.data).toMatchObject({ realname: `Lucía ${tag}`, birthdate: born.iso });
  expect(entry.data).not.toHaveProperty('email');
  expect(JSON.parse(String(entry.data.guardian))).toEqual({
    name: `Elena ${tag}`,
    relationship: 'mother',
    email: `elena-${tag}@example.com`,
    phone: '+34655555432',
  });
  const consents = JSON.parse(String(entry.data.consents)) as Record<string, unknown>;
  // The version the Spanish privacy page prints.
  const privacy = await (await request.get('/privacidad')).text();
  const version = /Versión de este texto: ([0-9a-f]{12})/.exec(privacy)?.[1];
  expect(consents).toMatchObject({
    privacy: true,
    privacy_text_version: version,
    future_castings: true,
    guardian_declaration: true,
    language: 'es',
  });
  expect(Date.now() - Date.parse(String(consents.recorded_at))).toBeLessThan(5 * 60_000);
  const inTwoYears = new Date(String(consents.recorded_at));
  inTwoYears.setUTCFullYear(inTwoYears.getUTCFullYear() + 2);
  expect(entry.data.keep_until).toBe(inTwoYears.toISOString().slice(0, 10));

  const inbox = await (await request.get(`${E2E.backendUrl}/inbox`, { headers: inboxAuth })).text();
  const card = inbox.slice(inbox.indexOf(`id="entry-${entry.id}"`));
  expect(card).toContain('Minor · guardian');
  expect(card).toContain(`<strong>Elena ${tag}</strong> (mother)`);
  expect(card).toContain('Keep for future castings: yes');
});

test('a child without a guardian is refused with field errors by the form and by the API', async ({
  page,
  request,
}) => {
  const tag = marker();
  const sends: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/applications')) sends.push(sent.method());
  });
  const { application } = await childApplication(page, tag);
  await application.submit.click();
  const guardian = application.form.getByRole('group', { name: 'Madre, padre o tutor legal' });
  for (const label of [
    'Nombre y apellidos del responsable',
    'Correo electrónico del responsable',
  ]) {
    await expect(guardian.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(guardian.getByLabel(label)).toHaveAccessibleDescription('Campo obligatorio');
  }
  await expect(guardian.getByLabel(/Declaro que soy la madre/)).toHaveAccessibleDescription(
    'La madre, el padre o el tutor legal debe confirmarlo',
  );
  await expect(guardian.getByLabel('Nombre y apellidos del responsable')).toBeFocused();
  expect(sends).toEqual([]);

  const child = {
    ...applicationFields({
      realname: `Lucía ${tag}`,
      birthdate: bornAgo(9).iso,
      email: '',
      phone: '',
      instagr: '',
    }),
    image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: PHOTOS[0].buffer },
    image_2: { name: 'b.png', mimeType: 'image/png', buffer: PHOTOS[1].buffer },
    image_3: { name: 'c.gif', mimeType: 'image/gif', buffer: PHOTOS[2].buffer },
  };
  const refused = await request.post('/api/applications', {
    multipart: child,
    headers: testAddress(),
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: 'invalid',
    fields: {
      guardian_name: ['required'],
      guardian_relationship: ['required'],
      guardian_email: ['required'],
      guardian_phone: ['required'],
      guardian_declaration: ['guardianDeclaration'],
    },
  });
  const accepted = await request.post('/api/applications', {
    multipart: {
      ...child,
      ...applicationFields({
        ...GUARDIAN,
        realname: `Lucía ${tag}`,
        birthdate: bornAgo(9).iso,
        email: '',
        phone: '',
        instagr: '',
        guardian_email: `api-${tag}@example.com`,
      }),
    },
    headers: testAddress(),
  });
  expect(accepted.status()).toBe(201);
  await entryWith(request, `api-${tag}@example.com`);
});

test('the guardian section in English and Portuguese', async ({ page }) => {
  const born = bornAgo(12);
  const month = new Date(`${born.iso}T12:00:00Z`);
  await page.goto('/en/be-a-model');
  const en = page.getByRole('group', { name: 'Date of birth' });
  await expect(en.getByText('For example: 27 March 2007')).toBeVisible();
  await en.getByLabel('Day').fill('1');
  await en
    .getByLabel('Month')
    .selectOption({ label: month.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }) });
  await en.getByLabel('Year').fill(born.year);
  await expect(page.getByRole('status').filter({ hasText: 'Under 18' })).toBeVisible();
  const guardian = page.getByRole('group', { name: 'Parent or legal guardian' });
  await expect(guardian.getByLabel("Parent's or guardian's full name")).toBeVisible();
  await expect(guardian.getByLabel('Legal guardian', { exact: true })).toBeVisible();
  await expect(guardian.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );

  await page.goto('/pt/become-a-model');
  const pt = page.getByRole('group', { name: 'Data de nascimento' });
  await pt.getByLabel('Dia').fill('1');
  await pt
    .getByLabel('Mês')
    .selectOption({ label: month.toLocaleString('pt-BR', { month: 'long', timeZone: 'UTC' }) });
  await pt.getByLabel('Ano').fill(born.year);
  await expect(page.getByRole('group', { name: 'Mãe, pai ou responsável legal' })).toBeVisible();
  await expect(page.getByLabel('E-mail do responsável')).toBeVisible();
});

test('staff delete an entry from the inbox, and its photos are gone', async ({
  browser,
  request,
}) => {
  const tag = marker();
  const sent = await request.post('/api/applications', {
    multipart: {
      ...applicationFields({ realname: `Borrar ${tag}`, email: `erase-${tag}@example.com` }),
      image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: PHOTOS[0].buffer },
      image_2: { name: 'b.png', mimeType: 'image/png', buffer: PHOTOS[1].buffer },
      image_3: { name: 'c.gif', mimeType: 'image/gif', buffer: PHOTOS[2].buffer },
    },
    headers: testAddress(),
  });
  expect(sent.status()).toBe(201);
  const entry = await entryWith(request, `erase-${tag}@example.com`);
  const [photo] = entry.files;
  const photoUrl = `${E2E.backendUrl}/inbox/files/${entry.id}/${photo?.name}`;
  expect((await request.get(photoUrl, { headers: inboxAuth })).status()).toBe(200);

  const staff = await browser.newContext({
    httpCredentials: { username: 'staff', password: E2E.inboxPassword },
  });
  const page = await staff.newPage();
  await page.goto(`${E2E.backendUrl}/inbox`);
  await page
    .locator(`#entry-${entry.id}`)
    .getByRole('link', { name: `Delete entry #${entry.id} and its photos` })
    .click();
  await expect(
    page.getByRole('heading', { name: `Delete scouting application #${entry.id}?` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Entry #${entry.id} and its photos were deleted.`,
  );
  await expect(page.locator(`#entry-${entry.id}`)).toHaveCount(0);
  await staff.close();

  expect((await request.get(photoUrl, { headers: inboxAuth })).status()).toBe(404);
  const { data } = (await (
    await request.get(`${E2E.backendUrl}/inbox.json`, { headers: inboxAuth })
  ).json()) as {
    data: { id: number }[];
  };
  expect(data.some((stored) => stored.id === entry.id)).toBe(false);
});
