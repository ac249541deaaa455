import { expect, test } from '@playwright/test';

import { slowPhone, typeWhileHydrating } from './typing-while-hydrating';

// As deferred-forms.spec.ts, on a phone's viewport, where the forms start below the fold.
test('contact: what is typed on a phone while the form is being hydrated is all kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await slowPhone(page);
  for (let load = 1; load <= 3; load += 1) {
    const { pressed, handled } = await typeWhileHydrating(page, '/contacto');
    expect(handled, `keys handled of ${pressed} pressed, load ${load}`).toBe(pressed);
  }
});
