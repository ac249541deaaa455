import { expect, test } from '@playwright/test';

import { scanEntries } from '../../platform/cache/page-files.mjs';
import { profileLinks } from './backend-control';
import { E2E } from './env';

// Addresses anyone can compose (shared selections, wrong name slugs, unknown paths and ids) are
// answered per request and never stored: a crawler or a script cannot fill the server's disk
// (platform/cache/keep.mjs). Published pages keep being served from the cache (cache.spec.ts).

const serverDistDir = `${E2E.distDir}/server`;
// What the composed addresses below become as keys of Next's cache (internal paths).
const COMPOSED = /\/selection\/|\/wrong-|no-such-|\/9\d{5}\//;
const token = (i: number) => `${i.toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test('a few hundred composed addresses leave nothing in the page cache', async ({ request }) => {
  test.setTimeout(180_000);
  const [profile] = await profileLinks(request, '/en/models/women');
  expect(profile).toBeTruthy();

  const composed: { path: string; status: number }[] = [];
  for (let i = 0; i < 80; i++) {
    const ids = [1 + i, 3, 100 + (i % 7)].join('-');
    composed.push(
      { path: `/en/selection/${ids}`, status: 200 },
      { path: `/seleccion/${ids}-${2 * i + 5}`, status: 200 },
    );
  }
  for (let i = 0; i < 60; i++) {
    composed.push({ path: (profile ?? '').replace(/[^/]+$/, `wrong-${token(i)}`), status: 307 });
    composed.push({
      path: `${(profile ?? '').replace(/[^/]+$/, `wrong-${token(i)}`)}/card`,
      status: 307,
    });
  }
  for (let i = 0; i < 40; i++) {
    composed.push({ path: `/en/no-such-page-${token(i)}`, status: 404 });
    composed.push({ path: `/en/models/${900_000 + i}/nobody`, status: 404 });
    composed.push({ path: `/en/news/no-such-post-${token(i)}`, status: 404 });
  }
  expect(composed.length).toBeGreaterThanOrEqual(400);
  for (const { path, status } of composed) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['x-nextjs-cache'] ?? 'not stored', path).not.toMatch(/HIT|STALE/);
  }

  // Other tests render published pages meanwhile: only the composed addresses are looked for.
  const stored = scanEntries(serverDistDir).map((entry) => entry.key);
  expect(stored.filter((key) => COMPOSED.test(key))).toEqual([]);
  expect(stored.length).toBeGreaterThan(0);
});

test('asked again, a wrong name slug still redirects and an unknown page is still a 404', async ({
  request,
}) => {
  const [profile] = await profileLinks(request, '/en/models/women');
  const wrong = (profile ?? '').replace(/[^/]+$/, 'not-her-name');
  for (let i = 0; i < 2; i++) {
    const moved = await request.get(wrong, { maxRedirects: 0 });
    expect(moved.status()).toBe(307);
    expect(new URL(moved.headers().location ?? '', E2E.siteUrl).pathname).toBe(profile);
    const missing = await request.get('/en/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('This page could not be found.');
  }
});
