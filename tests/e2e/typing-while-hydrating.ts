import { expect, type Page } from '@playwright/test';

/** What a visitor types into the contact fields, and what each field then shows. */
const CONTACT_TYPED = [
  { label: 'Nombre', typed: 'Ana Pérez', shown: 'Ana Pérez' },
  { label: 'Correo electrónico', typed: 'ana@example.com', shown: 'ana@example.com' },
  { label: 'Teléfono', typed: '+34 655 555 431', shown: '+34 655 55 54 31' },
] as const;

/**
 * Makes `page` a slow phone (its CPU throttled) whose pages count the keys pressed (capturing on the
 * window, before anything else) and the keys that reach their handlers (bubbling on the window,
 * after React's listener, which stops the events it drops).
 */
export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript(() => {
    const keys = { pressed: 0, handled: 0 };
    Object.assign(window, { keys });
    window.addEventListener('keydown', () => (keys.pressed += 1), { capture: true });
    window.addEventListener('keydown', () => (keys.handled += 1));
  });
}

/**
 * Opens `path` and types into its form's contact fields as soon as the form shows, while its
 * deferred island is still being hydrated; checks every field keeps what was typed, and returns
 * how many keys were pressed and how many reached the page's handlers.
 */
export async function typeWhileHydrating(
  page: Page,
  path: string,
): Promise<{ pressed: number; handled: number }> {
  await page.goto(path);
  const form = page.locator('form').filter({ has: page.getByLabel('Teléfono', { exact: true }) });
  // A visitor types once they see the form (React reveals its markup a moment after the page).
  await expect(form).toBeVisible();
  for (const { label, typed } of CONTACT_TYPED)
    await form.getByLabel(label).first().pressSequentially(typed);
  for (const { label, shown } of CONTACT_TYPED)
    await expect(form.getByLabel(label).first(), path).toHaveValue(shown);
  return page.evaluate(() => Reflect.get(window, 'keys') as { pressed: number; handled: number });
}
