import { expect, test, type Page } from '@playwright/test';

import { entryWith, inboxAuth, marker } from '../fixtures/forms';
import { expectAxeClean } from './a11y-pages';
import { E2E } from './env';
import { SelectionPage } from './pages/selection';

// A note per favorite (issue 48): written on its card, kept on the device, sent with the quote
// request beside its talent and shown there in the agency's inbox; never in a shared link.
const LUCIA = { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' } as const;
const INES = { id: 3, name: 'Inès Moreau', slug: 'ines-moreau', section: 'talents' } as const;
const NOTE = 'Lingerie shoot, day 2';

type Stored = { id: number; name: string; slug: string; section: 'models' | 'talents' };

/**
 * Favorites written once, not before every load as SelectionPage.storeFavorites does, so that the
 * reloads below read what the page itself kept.
 */
async function storeOnce(page: Page, talents: readonly Stored[], path = '/en/favorites') {
  await page.goto(path);
  await page.evaluate(
    (list) =>
      localStorage.setItem(
        'favorites',
        JSON.stringify(
          Object.fromEntries(list.map((t) => [String(t.id), { ...t, cover: null, cover2: null }])),
        ),
      ),
    talents,
  );
  await page.reload();
}

test('a note written on a favorite’s card reaches the inbox beside its talent, and no shared link', async ({
  page,
  request,
}) => {
  const selection = new SelectionPage(page);
  await storeOnce(page, [LUCIA, INES]);
  await expect(
    page.getByRole('list', { name: 'Favorite talents' }).getByRole('listitem'),
  ).toHaveCount(2);
  const lucia = page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' });
  await lucia.getByRole('button', { name: 'Add a note on Lucía Navarro' }).click();
  const field = page.getByRole('textbox', { name: 'Note on Lucía Navarro' });
  await expect(field).toBeFocused();
  await field.fill(NOTE);
  await expectAxeClean(page, 'a favorite’s note being written');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save note' }).press('Enter');
  await expect(lucia.getByText(NOTE)).toBeVisible();
  await expect(lucia.getByRole('button', { name: 'Edit the note on Lucía Navarro' })).toBeFocused();
  await expectAxeClean(page, 'a favorite with its note');

  // Kept with the favorites on this device.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' })).toContainText(NOTE);
  // The shared link holds the ids only, and its page shows no note.
  await expect(selection.shareUrl).toHaveValue(`${E2E.publicUrl}/en/selection/1-3`);
  await selection.share.getByRole('link', { name: 'Open the selection page' }).click();
  await expect(page).toHaveURL(/\/en\/selection\/1-3$/);
  await expect(page.getByRole('main')).not.toContainText(NOTE);

  // Sent with the quote request.
  const tag = marker();
  await page.goto('/en/favorites');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await form.getByLabel('Name', { exact: true }).fill(`Casting ${tag}`);
  await form.getByLabel('E-mail').fill(`casting-${tag}@example.com`);
  await form.getByLabel('Phone').pressSequentially('+44 7400 123456');
  await form.getByLabel('Message').fill('Two days in June.');
  await form.getByRole('button', { name: 'Send' }).click();
  const entry = await entryWith(request, `casting-${tag}@example.com`);
  expect(JSON.parse(String(entry.data.models))).toEqual([
    { id: 1, name: 'Lucía Navarro', note: NOTE },
    { id: 3, name: 'Inès Moreau' },
  ]);
  // Staff read it beside the name.
  const inbox = await request.get(`${E2E.backendUrl}/inbox`, { headers: inboxAuth });
  const html = await inbox.text();
  const article = html.slice(html.indexOf(`id="entry-${entry.id}"`));
  expect(article).toContain(`<li>#1 Lucía Navarro <q class="talent-note">${NOTE}</q></li>`);
  expect(article).toContain('<li>#3 Inès Moreau</li>');
});

test('in Spanish: the note’s field is labelled, keeps at most 200 characters, and Escape leaves the note as it was', async ({
  page,
}) => {
  await storeOnce(page, [LUCIA], '/favoritos');
  const card = page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' });
  await card.getByRole('button', { name: 'Añadir una nota sobre Lucía Navarro' }).click();
  const field = page.getByRole('textbox', { name: 'Nota sobre Lucía Navarro' });
  await field.fill('x'.repeat(240));
  await expect(field).toHaveValue('x'.repeat(200));
  await expect(card.getByText('200 de 200 caracteres.', { exact: false })).toBeVisible();
  await expectAxeClean(page, 'a note being written in Spanish');
  await card.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(card).toContainText('x'.repeat(200));

  await card.getByRole('button', { name: 'Editar la nota sobre Lucía Navarro' }).click();
  await field.fill('Otra cosa');
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(card).toContainText('x'.repeat(200));
  await expect(card).not.toContainText('Otra cosa');
  await expect(
    card.getByRole('button', { name: 'Editar la nota sobre Lucía Navarro' }),
  ).toBeFocused();
});
