import { expect, test } from '@playwright/test';

import { callsTo, profileLinks, resetStats, setOutage } from './backend-control';
import { cached, postSlugs, publishedPages, revalidate } from './cache-helpers';
import { E2E } from './env';

// Runs in the serial outage project: it edits the back-end's content and stops it.
test.afterEach(async ({ request }) => {
  await setOutage(request, false);
});

test.describe('the full-route cache', () => {
  test('cached pages need no back-end call', async ({ request }) => {
    const [profile] = await profileLinks(request, '/en/models/men');
    const paths = ['/', '/en/models', '/modelos/hombres', profile ?? '', '/news', '/en/contact'];
    for (const path of paths) await cached(request, path);
    await resetStats(request);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
    expect(await callsTo(request, '/')).toBe(0);
  });
});

test.describe('freshness', () => {
  // Ida Müller (id 13) and the last magazine post are names no other test relies on.
  const TALENT = { id: 13, name: 'Ida Müller' };

  test('a renamed talent shows on its profile and lists in every language once the panel revalidates', async ({
    request,
  }) => {
    const control = (name: string) =>
      request.post(`${E2E.backendUrl}/__control/talents/${TALENT.id}`, { data: { name } });
    const views = [
      '/en/models/13/ida-muller',
      '/modelos/13/ida-muller',
      '/pt/modelos/13/ida-muller',
      '/en/models/international',
      '/modelos/internacional',
    ];
    for (const path of views)
      expect(await (await cached(request, path)).text(), path).toContain(TALENT.name);

    expect((await control('Ida Sommer')).ok()).toBe(true);
    // Until the panel says so, the cached pages stay as they were.
    for (const path of views)
      expect(await (await request.get(path)).text(), path).toContain(TALENT.name);

    await revalidate(request, { tags: ['talents', 'profile:13'] });
    // A renamed profile moves to its new slug; the old one redirects there.
    for (const path of views) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('Ida Sommer');
      expect(html, path).not.toContain(TALENT.name);
    }
    expect(await (await request.get('/en/models/13/ida-sommer')).text()).toContain('Ida Sommer');
  });

  test('a retitled post shows in every language once the panel revalidates its path or tag', async ({
    request,
  }) => {
    const slug = (await postSlugs(request, 'magazine')).at(-1) ?? '';
    const views = [`/en/magazine/${slug}`, `/magazine/${slug}`];
    const heading = async (path: string) =>
      /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await request.get(path)).text())?.[1];
    for (const path of views) await cached(request, path);
    const before = await Promise.all(views.map(heading));
    const control = (title: string) =>
      request.post(`${E2E.backendUrl}/__control/posts/${slug}`, { data: { title } });

    expect((await control('Retitled by the panel')).ok()).toBe(true);
    expect(await Promise.all(views.map(heading))).toEqual(before);

    // By path: the panel names the pages it changed, in their public form.
    await revalidate(request, { paths: views });
    for (const path of views) expect(await heading(path), path).toBe('Retitled by the panel');

    // By tag: one post, every page that shows it.
    expect((await control('Retitled again')).ok()).toBe(true);
    await revalidate(request, { tags: [`post:${slug}`] });
    for (const path of views) expect(await heading(path), path).toBe('Retitled again');
  });

  test('the revalidation endpoint refuses unknown tags and paths', async ({ request }) => {
    const send = (data: unknown) =>
      request.post('/api/revalidate', {
        headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
        data,
      });
    expect((await send({ tags: ['profile:abc'] })).status()).toBe(400);
    const unknown = await send({ paths: ['/en/contacto', '/contacto'] });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_paths', paths: ['/en/contacto'] });
  });
});

test.describe('outages', () => {
  test('with the back-end down, every page served once before is still served, even after the panel expired it', async ({
    request,
  }) => {
    const { pages } = await publishedPages(request);
    for (const path of pages) await cached(request, path);

    await setOutage(request, true);
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('backend_');
    }

    // The panel expires everything while the back-end is unreachable: each page is rebuilt from the
    // last good answers, and cached only briefly so it is rebuilt soon after the back-end returns.
    await revalidate(request, {});
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('backend_');
    }
    expect((await request.get('/en/about-us')).headers()['cache-control']).toMatch(
      /^s-maxage=30, /,
    );
  });

  test('a profile never served gets the error page, which is never cached; it loads once the back-end returns', async ({
    page,
    request,
  }) => {
    const fresh = (await profileLinks(request, '/en/talents')).at(-1) ?? '';
    await setOutage(request, true);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(fresh);
      expect(response.status(), fresh).toBeGreaterThanOrEqual(500);
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['x-nextjs-cache']).toBeUndefined();
    }
    await page.goto(fresh);
    await expect(page.getByText('503', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'backend_unreachable' }),
    ).toBeVisible();

    await setOutage(request, false);
    // The clients wait a few seconds before signing in again after a failure.
    await expect(async () => {
      expect((await request.get(fresh)).status()).toBe(200);
    }).toPass({ timeout: 20_000 });
    await page.goto(fresh);
    await expect(page.getByText('503', { exact: true })).toBeHidden();
  });

  test('pages rebuilt during an outage refresh by themselves once the back-end returns', async ({
    request,
  }) => {
    const views = ['/en/models/14/gonzalo-dominguez', '/en/models/actors'];
    for (const path of views)
      expect(await (await cached(request, path)).text(), path).toContain('Gonzalo Domínguez');
    await setOutage(request, true);
    await revalidate(request, { tags: ['talents', 'profile:14'] });
    for (const path of views)
      expect(await (await request.get(path)).text(), path).toContain('Gonzalo Domínguez');

    // The agency edits the talent meanwhile; nobody calls the revalidation endpoint again.
    expect(
      (
        await request.post(`${E2E.backendUrl}/__control/talents/14`, {
          data: { name: 'Gonzalo Vidal' },
        })
      ).ok(),
    ).toBe(true);
    await setOutage(request, false);
    await expect(async () => {
      expect(await (await request.get('/en/models/actors')).text()).toContain('Gonzalo Vidal');
    }).toPass({ timeout: 90_000, intervals: [5_000] });
  });
});
