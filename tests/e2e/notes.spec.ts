import { expect, test } from '@playwright/test';

import { entryWith, inboxAuth, marker } from '../fixtures/forms';
import { E2E } from './env';
import { SelectionPage } from './pages/selection';

// A note per favorite (issue 48): written on its card, kept on the device, sent with the quote
// request beside its talent and shown there in the agency's inbox; never in a shared link.
const LUCIA = { id: 1, name: 'Lucía Navarro', slug: 'lucia-navarro', section: 'models' } as const;
const INES = { id: 3, name: 'Inès Moreau', slug: 'ines-moreau', section: 'talents' } as const;
const NOTE = 'Lingerie shoot, day 2';

test('a note written on a favorite’s card reaches the inbox beside its talent, and no shared link', async ({
  page,
  request,
}) => {
  const selection = new SelectionPage(page);
  // Stored once, not before every load (storeFavorites), so the reloads below read what the page kept.
  await page.goto('/en/favorites');
  await page.evaluate(
    (list) =>
      localStorage.setItem(
        'favorites',
        JSON.stringify(
          Object.fromEntries(list.map((t) => [String(t.id), { ...t, cover: null, cover2: null }])),
        ),
      ),
    [LUCIA, INES],
  );
  await page.reload();
  const lucia = page.getByRole('listitem').filter({ hasText: 'Lucía Navarro' });
  await lucia.getByRole('button', { name: 'Add a note on Lucía Navarro' }).click();
  const field = page.getByRole('textbox', { name: 'Note on Lucía Navarro' });
  await expect(field).toBeFocused();
  await field.fill(NOTE);
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save note' }).press('Enter');
  await expect(lucia.getByText(NOTE)).toBeVisible();
  await expect(lucia.getByRole('button', { name: 'Edit the note on Lucía Navarro' })).toBeFocused();

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
