import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';
import { entriesWith, entryWith, inboxAuth, marker, NOT_A_PHOTO, PHOTOS, testAddress, type Photo } from '../fixtures/forms';

// The form route handlers over HTTP: validation, limits, rate limiting and the entries they hand
// to the back-end. Each test uses its own client address, so its sends count against it alone.
const contact = (tag: string) => ({ name: `Ana ${tag}`, email: `ana-${tag}@example.com`, phone: '+34 (61) 23456-7890', message: `Hola ${tag}` });

function application(tag: string, photos: Record<string, Photo | { name: string; mimeType: string; buffer: Buffer }> = {}) {
  const files = Object.fromEntries(Object.entries(photos).map(([field, { name, mimeType, buffer }]) => [field, { name, mimeType, buffer }]));
  return {
    realname: `Marta ${tag}`,
    gender: 'woman',
    email: `marta-${tag}@example.com`,
    phone: '+55 (11) 98765-4321',
    country: JSON.stringify({ value: 724, label: 'España' }),
    basedin: JSON.stringify({ value: 1, label: 'Madrid' }),
    instagr: `@marta.${tag}`,
    height: '170/5.7',
    bust: '86/34',
    waist: '62/24',
    jeans: '36/26',
    shoes: '38/10',
    eyes: 'Verdes',
    privacy: 'true',
    website: '',
    ...files,
  };
}

const threePhotos = { image_1: PHOTOS[0], image_2: PHOTOS[1], image_3: PHOTOS[2] };

async function postJson(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data, headers: testAddress() });
}

test.describe('contact and quote handlers', () => {
  test('missing fields, a bad e-mail and a bad phone answer 400 with the field errors', async ({ request }) => {
    const empty = await postJson(request, '/api/contact', {});
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'invalid',
      fields: { name: ['required'], email: ['required'], phone: ['required'], message: ['required'] },
    });
    const bad = await postJson(request, '/api/contact', { ...contact('x'), email: 'ana@', phone: '612345678' });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fields).toEqual({ email: ['email'], phone: ['phone'] });
  });

  test('malformed or oversized JSON is refused', async ({ request }) => {
    const malformed = await request.post('/api/contact', { data: '{"name":', headers: { 'content-type': 'application/json', ...testAddress() } });
    expect(malformed.status()).toBe(400);
    const huge = await postJson(request, '/api/contact', { ...contact('x'), message: 'x'.repeat(70_000) });
    expect(huge.status()).toBe(413);
  });

  test('a quote request without talents is refused; with them it reaches the inbox', async ({ request }) => {
    const tag = marker();
    const none = await postJson(request, '/api/quote', { ...contact(tag), models: '[]' });
    expect(none.status()).toBe(400);
    expect((await none.json()).fields).toEqual({ models: ['noTalents'] });

    const models = JSON.stringify([{ id: 3, name: 'Lucía' }]);
    const sent = await postJson(request, '/api/quote', { ...contact(tag), models });
    expect(sent.status()).toBe(201);
    const entry = await entryWith(request, `ana-${tag}@example.com`);
    expect(entry.type).toBe('favorites');
    expect(entry.data.models).toBe(models);
  });

  test('an XSS string in a message is stored as text and shown escaped in the inbox', async ({ request }) => {
    const tag = marker();
    const message = `<script>alert("xss-${tag}")</script><img src=x onerror=alert(1)>`;
    expect((await postJson(request, '/api/contact', { ...contact(tag), message })).status()).toBe(201);
    const entry = await entryWith(request, `ana-${tag}@example.com`);
    expect(entry.data.message).toBe(message);

    const html = await (await request.get(`${E2E.backendUrl}/inbox`, { headers: inboxAuth })).text();
    expect(html).toContain(`&lt;script&gt;alert(&quot;xss-${tag}&quot;)&lt;/script&gt;`);
    expect(html).not.toContain(`<script>alert("xss-${tag}")`);
    expect(html).not.toContain('<img src=x onerror');
  });

  test('a filled honeypot looks sent to the bot but nothing reaches the inbox', async ({ request }) => {
    const tag = marker();
    const response = await postJson(request, '/api/contact', { ...contact(tag), website: 'http://spam.example' });
    expect(response.status()).toBe(201);
    await expect.poll(async () => (await entriesWith(request, `ana-${tag}@example.com`)).length).toBe(0);
  });

  test('sends beyond the limit per minute and address answer 429 with Retry-After', async ({ request }) => {
    const address = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await request.post('/api/contact', { data: {}, headers: address })).status());
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    const limited = await request.post('/api/contact', { data: {}, headers: address });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await request.post('/api/contact', { data: {}, headers: testAddress() })).status()).toBe(400);
  });
});

test.describe('application handler', () => {
  test('an application with three photos reaches the inbox with the same bytes', async ({ request }) => {
    const tag = marker();
    const response = await request.post('/api/applications', { multipart: application(tag, threePhotos), headers: testAddress() });
    expect(response.status()).toBe(201);
    const entry = await entryWith(request, `marta-${tag}@example.com`);
    expect(entry.type).toBe('getScouted');
    expect(entry.data.country).toBe(JSON.stringify({ value: 724, label: 'España' }));
    expect(entry.files.map((file) => file.sha256).sort()).toEqual(PHOTOS.map((photo) => photo.sha256).sort());
  });

  test('missing photos and fields answer 400 with the field errors', async ({ request }) => {
    const { image_3: _dropped, ...two } = threePhotos;
    const response = await request.post('/api/applications', { multipart: { ...application(marker(), two), email: 'nope', privacy: 'false' }, headers: testAddress() });
    expect(response.status()).toBe(400);
    expect((await response.json()).fields).toEqual({ email: ['email'], privacy: ['privacy'], image_3: ['photoRequired'] });
  });

  test('a text file renamed .jpg is refused by its content', async ({ request }) => {
    const response = await request.post('/api/applications', { multipart: application(marker(), { ...threePhotos, image_2: NOT_A_PHOTO }), headers: testAddress() });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', fields: { image_2: ['photoType'] } });
  });

  test('an 11 MB photo is refused with 413', async ({ request }) => {
    const big = { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([PHOTOS[0].buffer, Buffer.alloc(11 * 1024 * 1024)]) };
    const response = await request.post('/api/applications', { multipart: application(marker(), { ...threePhotos, image_1: big }), headers: testAddress() });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large', fields: { image_1: ['photoSize'] } });
  });

  test('a request beyond 40 MB is refused with 413', async ({ request }) => {
    const nine = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.concat([PHOTOS[0].buffer, Buffer.alloc(9 * 1024 * 1024)]) });
    const photos = { image_1: nine('1.jpg'), image_2: nine('2.jpg'), image_3: nine('3.jpg'), image_4: nine('4.jpg'), image_5: nine('5.jpg') };
    const response = await request.post('/api/applications', { multipart: application(marker(), photos), headers: testAddress() });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
  });

  test('too many files are refused', async ({ request }) => {
    const response = await request.post('/api/applications', { multipart: application(marker(), { ...threePhotos, image_6: PHOTOS[0] }), headers: testAddress() });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'too_many_files' });
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
