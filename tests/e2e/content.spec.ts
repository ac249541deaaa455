import { expect, test, type APIRequestContext } from '@playwright/test';

import { E2E } from './env';

type Localized = Partial<Record<'es' | 'en' | 'pt', string | null>>;
type Contact = {
  emails: { department: Localized; email: string }[];
  phones: { label: Localized; number: string }[];
  address: { street: string; postal_code: string; city: string };
  instagram: string;
};

/**
 * The contact data the panel holds right now, read from the back-end itself: the page must show
 * exactly this.
 */
async function panelContact(request: APIRequestContext): Promise<Contact> {
  const login = await request.post(`${E2E.backendUrl}/panel/api/login`, {
    data: { salt: E2E.secrets.PANEL_SALT, api_token: E2E.secrets.PANEL_API_TOKEN },
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get(`${E2E.backendUrl}/panel/api/customizations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: { contact: Contact } }).data.contact;
}

test.describe('about and privacy', () => {
  for (const [path, title, text] of [
    ['/sobre-nosotros', 'Sobre nosotros', 'nació en Madrid en 2012'],
    ['/en/about-us', 'About us', 'was founded in Madrid in 2012'],
    ['/pt/sobre-nos', 'Sobre nós', 'nasceu em Madrid em 2012'],
  ] as const) {
    test(`${path} shows the about title, text and picture`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('main picture img')).toHaveAttribute('alt', /\S/);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    });
  }

  for (const [path, title] of [
    ['/privacidad', 'Política de privacidad'],
    ['/en/privacy', 'Privacy policy'],
    ['/pt/privacy', 'Política de privacidade'],
  ] as const) {
    test(`${path} shows the privacy policy`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect((await page.locator('main .rich-text').innerText()).length).toBeGreaterThan(400);
    });
  }
});

test.describe('contact page details', () => {
  test('shows every e-mail, phone, the address and Instagram handle of the panel', async ({
    page,
    request,
  }) => {
    const contact = await panelContact(request);
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    const details = page.getByRole('region', { name: 'Contact details' });
    for (const { email, department } of contact.emails) {
      await expect(details.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
      await expect(details.getByText(department.en ?? '', { exact: true }).first()).toBeVisible();
    }
    for (const { number } of contact.phones) {
      await expect(details.getByRole('link', { name: number })).toHaveAttribute(
        'href',
        `tel:${number.replace(/[^\d+]/g, '')}`,
      );
    }
    await expect(details.locator('address')).toContainText(contact.address.street);
    await expect(details.locator('address')).toContainText(
      `${contact.address.postal_code} ${contact.address.city}`,
    );
    await expect(
      details.getByRole('link', { name: `Follow us on Instagram: @${contact.instagram}` }),
    ).toHaveAttribute('href', `https://www.instagram.com/${contact.instagram}/`);
  });

  test('department labels follow the language', async ({ page, request }) => {
    const contact = await panelContact(request);
    await page.goto('/pt/contato');
    for (const { department } of contact.emails) {
      await expect(page.getByText(department.pt ?? '', { exact: true }).first()).toBeVisible();
    }
  });

  // Mounting the map when the service answers is covered by
  // components/contact/contact-map.test.tsx: this sandbox's Chromium resolves a host before
  // Playwright can route it, so an answering service cannot be faked here.
  test('the map never holds the page up and leaves an address link when the maps service cannot load', async ({
    page,
    request,
  }) => {
    // Not part of the server render: nothing waits for the maps service.
    expect(await (await request.get('/contacto')).text()).not.toContain('<iframe');
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
    const fallback = page.getByRole('link', { name: /Calle de Fernando VI.*Abrir en el mapa/ });
    await expect(fallback).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await fallback.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-state="failed"]')).toBeVisible();
    await expect(fallback).toBeVisible();
    await expect(page.locator('iframe[src*="openstreetmap"]')).toHaveCount(0);
  });
});
