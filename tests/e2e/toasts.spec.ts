import { test } from '@playwright/test';

import { expectToastsClearOfContent } from './toast-checks';

test('favorite toasts stay in the header band, one at a time, and end with their page', async ({
  page,
}) => {
  await expectToastsClearOfContent(page, '/en/models/1/lucia-navarro', /\/en\/favorites$/);
});
