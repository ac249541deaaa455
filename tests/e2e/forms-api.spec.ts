import { expect, test, type APIRequestContext } from '@playwright/test';

import { applicationFields } from '../fixtures/application.mjs';
import {
  agencyTalents,
  entriesWith,
  entryWith,
  inboxAuth,
  marker,
  NOT_A_PHOTO,
  PHOTOS,
  storedFile,
  testAddress,
  type Photo,
} from '../fixtures/forms';
import { phoneUpload, storedPhotos } from '../fixtures/photos';
import { E2E } from './env';

// The form route handlers over HTTP: validation, limits, rate limiting and the entries they hand
// to the back-end. Each test uses its own client address, so its sends count against it alone.
const contact = (tag: string) => ({
  name: `Ana ${tag}`,
  email: `ana-${tag}@example.com`,
  phone: '+34 (61) 23456-7890',
  message: `Hola ${tag}`,
});

type Upload = Photo | { name: string; mimeType: string; buffer: Buffer };

function application(
  tag: string,
  photos: Record<string, Upload> = {},
  changes: Record<string, string> = {},
) {
  const files = Object.fromEntries(
    Object.entries(photos).map(([field, { name, mimeType, buffer }]) => [
      field,
      { name, mimeType, buffer },
    ]),
  );
  return {
    ...applicationFields({
      realname: `Marta ${tag}`,
      email: `marta-${tag}@example.com`,
      phone: '+55 (11) 98765-4321',
      instagr: `@marta.${tag}`,
    }),
    ...changes,
    ...files,
  };
}

const threePhotos = { image_1: PHOTOS[0], image_2: PHOTOS[1], image_3: PHOTOS[2] };

async function postJson(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data, headers: testAddress() });
}

test.describe('contact and quote handlers', () => {
  test('missing fields, a bad e-mail and a bad phone answer 400 with the field errors', async ({
    request,
  }) => {
    const empty = await postJson(request, '/api/contact', {});
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'invalid',
      fields: {
        name: ['required'],
        email: ['required'],
        phone: ['required'],
        message: ['required'],
      },
    });
    const bad = await postJson(request, '/api/contact', {
      ...contact('x'),
      email: 'ana@',
      phone: '612345678',
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fields).toEqual({ email: ['email'], phone: ['phone'] });
  });

  test('malformed or oversized JSON is refused', async ({ request }) => {
    const malformed = await request.post('/api/contact', {
      data: '{"name":',
      headers: { 'content-type': 'application/json', ...testAddress() },
    });
    expect(malformed.status()).toBe(400);
    const huge = await postJson(request, '/api/contact', {
      ...contact('x'),
      message: 'x'.repeat(70_000),
    });
    expect(huge.status()).toBe(413);
  });

  test('a quote request without talents is refused; with them it reaches the inbox', async ({
    request,
  }) => {
    const tag = marker();
    const none = await postJson(request, '/api/quote', { ...contact(tag), models: '[]' });
    expect(none.status()).toBe(400);
    expect((await none.json()).fields).toEqual({ models: ['noTalents'] });

    const [talent] = await agencyTalents(request, 1);
    const sent = await postJson(request, '/api/quote', {
      ...contact(tag),
      models: JSON.stringify([{ id: talent?.id, name: 'Any name at all' }]),
    });
    expect(sent.status()).toBe(201);
    const entry = await entryWith(request, `ana-${tag}@example.com`);
    expect(entry.type).toBe('favorites');
    // The agency's name for the talent, not the one sent.
    expect(entry.data.models).toBe(JSON.stringify([talent]));
  });

  test('the phone reaches the panel as E.164, also when sent in the old mask', async ({
    request,
  }) => {
    const tag = marker();
    expect(
      (
        await postJson(request, '/api/contact', { ...contact(tag), phone: '+34 655 55 54 31' })
      ).status(),
    ).toBe(201);
    expect((await entryWith(request, `ana-${tag}@example.com`)).data.phone).toBe('+34655555431');
  });

  test('an XSS string in a message is stored as text and shown escaped in the inbox', async ({
    request,
  }) => {
    const tag = marker();
    const message = `<script>alert("xss-${tag}")</script><img src=x onerror=alert(1)>`;
    expect((await postJson(request, '/api/contact', { ...contact(tag), message })).status()).toBe(
      201,
    );
    const entry = await entryWith(request, `ana-${tag}@example.com`);
    expect(entry.data.message).toBe(message);

    const html = await (
      await request.get(`${E2E.backendUrl}/inbox`, { headers: inboxAuth })
    ).text();
    expect(html).toContain(`&lt;script&gt;alert(&quot;xss-${tag}&quot;)&lt;/script&gt;`);
    expect(html).not.toContain(`<script>alert("xss-${tag}")`);
    expect(html).not.toContain('<img src=x onerror');
  });

  test('a filled honeypot looks sent to the bot but nothing reaches the inbox', async ({
    request,
  }) => {
    const tag = marker();
    const response = await postJson(request, '/api/contact', {
      ...contact(tag),
      website: 'http://spam.example',
    });
    expect(response.status()).toBe(201);
    await expect
      .poll(async () => (await entriesWith(request, `ana-${tag}@example.com`)).length)
      .toBe(0);
  });

  test('sends beyond the limit per minute and address answer 429 with Retry-After', async ({
    request,
  }) => {
    const address = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await request.post('/api/contact', { data: {}, headers: address })).status());
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    const limited = await request.post('/api/contact', { data: {}, headers: address });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(
      (await request.post('/api/contact', { data: {}, headers: testAddress() })).status(),
    ).toBe(400);
  });
});

test.describe('application handler', () => {
  test('an application with three photos reaches the inbox as JPEGs without metadata', async ({
    request,
  }) => {
    const tag = marker();
    const response = await request.post('/api/applications', {
      multipart: application(tag, threePhotos),
      headers: testAddress(),
    });
    expect(response.status()).toBe(201);
    const entry = await entryWith(request, `marta-${tag}@example.com`);
    expect(entry.type).toBe('getScouted');
    expect(entry.data.country).toBe(JSON.stringify({ value: 724, label: 'España' }));
    const stored = await storedPhotos(request, entry);
    expect(Object.values(stored).map((photo) => photo.name)).toEqual([
      'image_1.jpg',
      'image_2.jpg',
      'image_3.jpg',
    ]);
  });

  test('phone photos sent as they are (no browser preparing them) arrive upright, scaled and without location', async ({
    request,
  }) => {
    test.slow();
    const tag = marker();
    const photos = {
      image_1: await phoneUpload(1, { width: 3024, height: 4032 }),
      image_2: await phoneUpload(2, { width: 1200, height: 1600 }),
      image_3: PHOTOS[1],
    };
    const response = await request.post('/api/applications', {
      multipart: application(tag, photos),
      headers: testAddress(),
    });
    expect(response.status()).toBe(201);
    const stored = await storedPhotos(
      request,
      await entryWith(request, `marta-${tag}@example.com`),
    );
    expect(stored.image_1).toEqual({
      name: 'image_1.jpg',
      width: 1920,
      height: 2560,
      upright: true,
    });
    expect(stored.image_2).toEqual({
      name: 'image_2.jpg',
      width: 1200,
      height: 1600,
      upright: true,
    });
  });

  test('a photo with the magic bytes of a JPEG that cannot be decoded is refused', async ({
    request,
  }) => {
    const { buffer } = await phoneUpload(1, { width: 300, height: 400 });
    const broken = { name: 'cut.jpg', mimeType: 'image/jpeg', buffer: buffer.subarray(0, 4000) };
    const response = await request.post('/api/applications', {
      multipart: application(marker(), { ...threePhotos, image_3: broken }),
      headers: testAddress(),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: { image_3: ['photoUnreadable'] },
    });
  });

  test('missing photos and fields answer 400 with the field errors', async ({ request }) => {
    const { image_3: _dropped, ...two } = threePhotos;
    const response = await request.post('/api/applications', {
      multipart: { ...application(marker(), two), email: 'nope', privacy: 'false' },
      headers: testAddress(),
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fields).toEqual({
      email: ['email'],
      privacy: ['privacy'],
      image_3: ['photoRequired'],
    });
  });

  test('a text file renamed .jpg is refused by its content', async ({ request }) => {
    const response = await request.post('/api/applications', {
      multipart: application(marker(), { ...threePhotos, image_2: NOT_A_PHOTO }),
      headers: testAddress(),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', fields: { image_2: ['photoType'] } });
  });

  test('an 11 MB photo is refused with 413', async ({ request }) => {
    const big = {
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([PHOTOS[0].buffer, Buffer.alloc(11 * 1024 * 1024)]),
    };
    const response = await request.post('/api/applications', {
      multipart: application(marker(), { ...threePhotos, image_1: big }),
      headers: testAddress(),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      error: 'too_large',
      fields: { image_1: ['photoSize'] },
    });
  });

  test('a request beyond 40 MB is refused with 413', async ({ request }) => {
    const nine = (name: string) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([PHOTOS[0].buffer, Buffer.alloc(9 * 1024 * 1024)]),
    });
    const photos = {
      image_1: nine('1.jpg'),
      image_2: nine('2.jpg'),
      image_3: nine('3.jpg'),
      image_4: nine('4.jpg'),
      image_5: nine('5.jpg'),
    };
    const response = await request.post('/api/applications', {
      multipart: application(marker(), photos),
      headers: testAddress(),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
  });

  test('too many files are refused', async ({ request }) => {
    const response = await request.post('/api/applications', {
      multipart: application(marker(), { ...threePhotos, image_6: PHOTOS[0] }),
      headers: testAddress(),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'too_many_files' });
  });
});

test.describe('junk, cross-site and repeated sends (issue 13)', () => {
  test('20 cross-site text/plain posts lock nobody out: the next contact and application are sent', async ({
    request,
  }) => {
    // The reproduction, without any address of its own: every such request used to count.
    for (let i = 0; i < 20; i += 1) {
      expect(
        (
          await request.post('/api/contact', {
            data: 'x',
            headers: { 'content-type': 'text/plain' },
          })
        ).status(),
      ).toBe(400);
      const crossSite = {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      };
      expect((await request.post('/api/contact', { data: 'x', headers: crossSite })).status()).toBe(
        403,
      );
      expect(
        (await request.post('/api/applications', { data: 'x', headers: crossSite })).status(),
      ).toBe(403);
      expect((await request.put('/api/contact', { data: contact('x') })).status()).toBe(405);
    }
    const tag = marker();
    expect((await request.post('/api/contact', { data: contact(tag) })).status()).toBe(201);
    expect(
      (
        await request.post('/api/applications', { multipart: application(tag, threePhotos) })
      ).status(),
    ).toBe(201);
    expect((await entriesWith(request, tag)).map((entry) => entry.type).sort()).toEqual([
      'contact',
      'getScouted',
    ]);
  });

  test('a cross-site application is refused and stores nothing', async ({ request }) => {
    const tag = marker();
    const response = await request.post('/api/applications', {
      multipart: application(tag, threePhotos),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', ...testAddress() },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden' });
    await expect.poll(async () => (await entriesWith(request, tag)).length).toBe(0);
  });

  test("stored photos are re-encoded JPEGs named by their field, never the applicant's name", async ({
    request,
  }) => {
    const tag = marker();
    const gif = PHOTOS[2].buffer;
    const polyglot = {
      name: 'cv.html',
      mimeType: 'image/gif',
      buffer: Buffer.concat([gif, Buffer.from('<html><script>alert(1)</script></html>')]),
    };
    const exe = { name: 'setup.exe', mimeType: 'image/png', buffer: PHOTOS[1].buffer };
    const response = await request.post('/api/applications', {
      multipart: application(tag, { ...threePhotos, image_1: polyglot, image_2: exe }),
      headers: testAddress(),
    });
    expect(response.status()).toBe(201);
    const entry = await entryWith(request, `marta-${tag}@example.com`);
    expect(entry.files.map((file) => file.name).sort()).toEqual([
      'image_1.jpg',
      'image_2.jpg',
      'image_3.jpg',
    ]);
    // Nothing of the polyglot's script survives the re-encoding.
    const polyglotStored = entry.files.find((file) => file.field === 'image_1');
    if (!polyglotStored) throw new Error('image_1 not stored');
    const bytes = await storedFile(request, entry, polyglotStored);
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  test('a send retried under its Idempotency-Key is stored once', async ({ request }) => {
    const tag = marker();
    const headers = { ...testAddress(), 'idempotency-key': `e2e-${tag}-0123456789` };
    const first = await request.post('/api/applications', {
      multipart: application(tag, threePhotos),
      headers,
    });
    const retry = await request.post('/api/applications', {
      multipart: application(tag, threePhotos),
      headers,
    });
    expect([first.status(), retry.status()]).toEqual([201, 201]);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    const contactHeaders = { ...testAddress(), 'idempotency-key': `e2e-${tag}-contact-01` };
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await request.post('/api/contact', { data: contact(tag), headers: contactHeaders })
        ).status(),
      ).toBe(201);
    await entryWith(request, `marta-${tag}@example.com`);
    await expect
      .poll(async () => (await entriesWith(request, `ana-${tag}@example.com`)).length)
      .toBe(1);
    expect((await entriesWith(request, tag)).length).toBe(2);
  });
});

test.describe('loose data (issue 13)', () => {
  test('a quote for a talent the agency does not have is refused', async ({ request }) => {
    const response = await postJson(request, '/api/quote', {
      ...contact(marker()),
      models: JSON.stringify([{ id: 999999, name: 'Anyone' }]),
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fields).toEqual({ models: ['unknownTalent'] });
  });

  test('country, city and eyes must come from the attribute lists', async ({ request }) => {
    const refused = async (changes: Record<string, string>) => {
      const response = await request.post('/api/applications', {
        multipart: application(marker(), threePhotos, changes),
        headers: testAddress(),
      });
      expect(response.status()).toBe(400);
      return (await response.json()).fields as Record<string, string[]>;
    };
    expect(await refused({ country: JSON.stringify({ value: 99999, label: 'España' }) })).toEqual({
      country: ['option'],
    });
    expect(await refused({ basedin: JSON.stringify({ value: 123456, label: 'Madrid' }) })).toEqual({
      basedin: ['option'],
    });
    expect(await refused({ eyes: 'Purple' })).toEqual({ eyes: ['option'] });
  });

  test('text is stored NFC without NUL, bidi overrides or lone surrogates; a name needs a letter', async ({
    request,
  }) => {
    const tag = marker();
    const sent = await postJson(request, '/api/contact', {
      ...contact(tag),
      name: `Jose\u0301\u0000 ${tag}\u202E`,
      message: `Hola\uD800 ${tag}\u0007`,
    });
    expect(sent.status()).toBe(201);
    const entry = await entryWith(request, `ana-${tag}@example.com`);
    expect(entry.data).toMatchObject({ name: `José ${tag}`, message: `Hola ${tag}` });
    const invisible = await postJson(request, '/api/contact', {
      ...contact(marker()),
      name: '\u200B\u200B\u200B',
    });
    expect(invisible.status()).toBe(400);
    expect((await invisible.json()).fields).toEqual({ name: ['name'] });
  });
});

test.describe('cities handler', () => {
  test('answers the cities of a listed country and refuses anything else', async ({ request }) => {
    const spain = await request.get('/api/attributes?country=724&lang=es');
    expect(spain.status()).toBe(200);
    const { cities } = (await spain.json()) as { cities: { id: number; value: string }[] };
    expect(cities.map((city) => city.value)).toContain('Madrid');
    expect((await request.get('/api/attributes?country=abc')).status()).toBe(400);
    expect((await request.get('/api/attributes?country=99999')).status()).toBe(400);
    expect((await request.get('/api/attributes?country=724&lang=de')).status()).toBe(400);
  });
});
