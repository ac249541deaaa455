import { expect, test } from '@playwright/test';

import { slowPhone, typeWhileHydrating } from './typing-while-hydrating';

// The contact and quote forms hydrate when the visitor first reaches them (DeferredHydration). On
// a slow phone the first focus and key could arrive before React had tried to hydrate the form, so
// no gate was there to open: React hydrated the form for that key, found it still waiting and
// dropped the key. Every key typed as soon as the form shows must reach it, and stay in the field.
for (const { path, name } of [
  { path: '/contacto', name: 'contact' },
  { path: '/favoritos', name: 'quote' },
]) {
  test(`${name}: what is typed while the form is being hydrated is all kept`, async ({ page }) => {
    test.setTimeout(60_000);
    await slowPhone(page);
    // A few loads: the moment the first key arrives varies from one load to the next.
    for (let load = 1; load <= 3; load += 1) {
      const { pressed, handled } = await typeWhileHydrating(page, path);
      expect(handled, `keys handled of ${pressed} pressed, load ${load}`).toBe(pressed);
    }
  });
}
