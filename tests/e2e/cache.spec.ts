import { expect, test } from '@playwright/test';

import { cached, CDN_CACHE_CONTROL, publishedPages } from './cache-helpers';
import { E2E } from './env';

// Pages are built once and served from Next's full-route cache (docs/architecture.md, "Data flow
// and caching").

test.describe('the full-route cache', () => {
  test('every published page is served from the cache, CDN-ready, without cookies', async ({
    request,
  }) => {
    const { profile, pages } = await publishedPages(request);
    for (const path of [...pages, `${profile}/card`, '/en/models/woman']) {
      const response = await cached(request, path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control'], path).toMatch(CDN_CACHE_CONTROL);
      expect(headers['set-cookie'], path).toBeUndefined();
    }
  });

  test('the Cache-Control of a page matches its revalidation time', async ({ request }) => {
    const headers = (await cached(request, '/en/about-us')).headers();
    // CONTENT_REVALIDATE_SECONDS is 300 unless set otherwise (README, "Configuration").
    expect(headers['cache-control']).toMatch(/^s-maxage=300, /);
  });

  test('static assets are immutable and optimized pictures keep a long lifetime', async ({
    request,
  }) => {
    const html = await (await request.get('/en/models')).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect((await request.get(script ?? '')).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // A card's cover has the short address of the optimizer (lib/images/url.ts), which is
    // next/image's own address rewritten: both are served alike.
    const short = /src="\/img\/(\d+)\/([^"]+)"/.exec(html);
    expect(short).toBeTruthy();
    const [, width, path] = short ?? [];
    const media = encodeURIComponent(`${E2E.backendUrl}/storage/${path}`);
    const pictures = [`/img/${width}/${path}`, `/_next/image?url=${media}&w=${width}&q=75`];
    const bodies: Buffer[] = [];
    for (const picture of pictures) {
      const image = await request.get(picture, { headers: { Accept: 'image/webp' } });
      expect(image.status(), picture).toBe(200);
      expect(image.headers()['content-type'], picture).toBe('image/webp');
      const maxAge = Number(/max-age=(\d+)/.exec(image.headers()['cache-control'] ?? '')?.[1] ?? 0);
      expect(maxAge, picture).toBeGreaterThanOrEqual(86_400);
      bodies.push(await image.body());
    }
    // The same picture, whichever address asked for it.
    expect(bodies[0]?.equals(bodies[1] ?? Buffer.alloc(0))).toBe(true);
  });

  test('a page never depends on the query string: the server serves the same cached page', async ({
    request,
  }) => {
    const plain = await cached(request, '/en/models/actors');
    const filtered = await request.get('/en/models/actors?gender=man&q=ana');
    expect(filtered.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(await filtered.text()).toBe(await plain.text());
  });
});
