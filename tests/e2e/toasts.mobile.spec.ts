import { test } from '@playwright/test';

import { expectToastsClearOfContent } from './toast-checks';

test('on a phone, favorite toasts stay in the header band, clear of the menu button, and end with their page', async ({
  page,
}) => {
  await expectToastsClearOfContent(page, '/en/models/2/hugo-ferrer', /\/en\/favorites$/);
});
