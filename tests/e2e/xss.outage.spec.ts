import { expect, test, type Page } from '@playwright/test';

import { profileLinks } from './backend-control';
import { postSlugs, revalidate } from './cache-helpers';
import { E2E } from './env';
import { FIXED_PAGE_TYPES } from './routes';

// Runs last in the serial outage project: it rewrites every text of the back-end with script
// injection attempts (backend/src/control/hostile.ts), for good. Pages share one static CSP that
// allows inline scripts (docs/architecture.md, "Security"), so what keeps these inert is escaping,
// sanitizing and http(s)-only links: this proves it on every page type, in Spanish and English.

const RAW_PAYLOADS = [
  /<script>window\.__xss/i,
  /<img src=x onerror=/i,
  /<svg onload=/i,
  /\son\w+="window\.__xss/i,
  /(href|src|action|data)="\s*javascript:/i,
];

test.beforeAll(async ({ request }) => {
  const answer = await request.post(`${E2E.backendUrl}/__control/hostile`);
  expect(answer.ok()).toBe(true);
  await revalidate(request, {});
});

async function expectInert(page: Page, path: string, dialogs: string[]) {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBeLessThan(500);
  const html = (await response?.text()) ?? '';
  for (const pattern of RAW_PAYLOADS) expect(html, `${path} ${pattern}`).not.toMatch(pattern);
  // Give hydration, effects and lazy pictures their turn to run anything injected: wait until the
  // browser is idle twice over, not a fixed time that a busy machine may spend before hydrating.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
  const found = await page.evaluate(() => {
    const scriptLinks = [
      ...document.querySelectorAll('a[href], iframe[src], form[action], object[data], embed[src]'),
    ]
      .map(
        (element) =>
          element.getAttribute('href') ??
          element.getAttribute('src') ??
          element.getAttribute('action') ??
          element.getAttribute('data') ??
          '',
      )
      .filter((value) => /^\s*javascript:/i.test(value));
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name) && /__xss/.test(attribute.value))
        .map((a) => `${element.tagName} ${a.name}`),
    );
    return { ran: '__xss' in window, scriptLinks, handlers };
  });
  expect(found, path).toEqual({ ran: false, scriptLinks: [], handlers: [] });
  expect(dialogs, path).toEqual([]);
}

test('no back-end text can run a script, on any page type, in Spanish or English', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  const [esProfile] = await profileLinks(request, '/modelos');
  const [enProfile] = await profileLinks(request, '/en/talents/creative');
  const [post] = await postSlugs(request, 'news');
  const paths = [
    ...FIXED_PAGE_TYPES,
    '/nuevas-caras',
    '/pt/mulheres',
    esProfile ?? '',
    enProfile ?? '',
    `${enProfile}/card`,
    '/en/selection/1-2-3',
    '/seleccion/1-2-3',
    `/news/${post}`,
    `/en/news/${post}`,
  ];
  for (const path of paths) await expectInert(page, path, dialogs);

  // What came from the back-end is shown as text, not dropped: the hostile name is on the profile.
  await page.goto(enProfile ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<');

  // A favorite keeps the talent's hostile name in the browser's storage; the favorites page shows
  // it as text.
  await page.goto('/en/models');
  await page
    .getByRole('button', { name: /favorite/i })
    .first()
    .click();
  await expectInert(page, '/en/favorites', dialogs);
});
