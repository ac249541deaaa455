import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeBackend, warnings } from '@/tests/unit/fake-backend';

import { driftLog } from '../api-client/drift';

// The integration API's answers, documented and drifted, through the real client, readers and
// mappers (lib/api-client/records.ts): what the pages get, and what is logged.

vi.mock('../api-client/cache', () => ({
  TAGS: {},
  profileTag: (id: number) => `profile:${id}`,
  cachedRead: (_name: string, _tag: string, read: unknown) => read,
}));
// A picture's size read from its file (lib/images/media-size.ts).
vi.mock('../images/media-size', () => ({
  getImageSize: vi.fn(async (src: string) =>
    src.includes('unreadable') ? null : { width: 640, height: 960 },
  ),
}));

const { getAttributes, getTalent, getTalents } = await import('./index');

const summary = (id: number, name: string) => ({
  id,
  name,
  gender: 'woman',
  cover: `/storage/talents/${id}.jpg`,
  cover2: null,
  categories: [{ id: 1 }],
  city: 'Madrid',
  country: 'España',
  measures: { height: '178/5.10', bust: '84/33', waist: null, hips: null, jeans: null },
});

const picture = (id: number) => ({ id, file: `/storage/book/${id}.jpg`, width: 800, height: 1200 });

const profile = (id: number, name: string) => ({
  ...summary(id, name),
  skills: ['Runway'],
  media_id: 7,
  birthdate: '1998-04-02',
  about: null,
  instagram: '@ana',
  galleries: {
    book: [picture(1), picture(2)],
    snap: [],
    compo: [picture(3)],
    video: [
      {
        ...picture(4),
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=abc',
      },
    ],
  },
});

const models = { categories: [1] };

afterEach(() => vi.unstubAllGlobals());

describe('talent lists', () => {
  it('keep every record they can use, read in its documented meaning', async () => {
    fakeBackend({
      '/api/talents': {
        json: {
          data: [
            summary(101, 'Ana Documented'),
            { ...summary(0, 'Id As String'), id: '102' },
            { ...summary(103, 'Measures As Numbers'), measures: { height: 181, bust: 86 } },
            { ...summary(104, 'Empty Strings'), city: '', cover2: '', country: ' ' },
            { ...summary(105, 'Categories As Text'), categories: '1,1907' },
            { ...summary(106, 'Bare Categories'), categories: [1, '1908'] },
            { ...summary(107, 'Extra Fields'), updated_at: '2026-01-01', agency: { id: 2 } },
            { ...summary(108, 'PHP Empty Measures'), measures: [] },
            { ...summary(109, 'No Measures'), measures: undefined },
            { ...summary(110, 'Gender In Capitals'), gender: 'Female' },
            { ...summary(111, 'Nonbinary'), gender: 'non-binary' },
            { ...summary(112, 'No Gender'), gender: null },
          ],
        },
      },
    });
    const lines = await warnings(async () => {
      const talents = await getTalents(models, 1000);
      expect(talents.map((talent) => talent.id)).toEqual([
        101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112,
      ]);
      const byId = new Map(talents.map((talent) => [talent.id, talent]));
      expect(byId.get(102)?.slug).toBe('id-as-string');
      expect(byId.get(103)?.measures).toMatchObject({ height: '181', bust: '86', waist: null });
      expect(byId.get(104)).toMatchObject({ city: null, cover2: null, country: null });
      expect(byId.get(105)?.categories).toEqual([1, 1907]);
      expect(byId.get(106)?.categories).toEqual([1, 1908]);
      expect(byId.get(107)).not.toHaveProperty('updated_at');
      expect(byId.get(108)?.measures.height).toBeNull();
      expect(byId.get(110)?.gender).toBe('woman');
      expect(byId.get(111)?.gender).toBe('neutral');
      expect(byId.get(112)?.gender).toBe('neutral');
    });
    // Documented answers, and variants the documented shape also allows, log nothing.
    for (const quiet of [101, 104, 107, 109]) {
      expect(lines.some((line) => line.includes(` talent ${quiet} `))).toBe(false);
    }
    expect(lines).toContainEqual(
      expect.stringContaining('integration talent 102 adjusted: id = "102"'),
    );
    expect(lines).toContainEqual(
      expect.stringContaining('talent 103 adjusted: measures.height = 181'),
    );
    expect(lines).toContainEqual(
      expect.stringContaining('talent 105 adjusted: categories = "1,1907"'),
    );
    expect(lines).toContainEqual(expect.stringContaining('talent 108 adjusted: measures = []'));
    expect(lines).toContainEqual(
      expect.stringContaining('talent 111 adjusted: gender = "non-binary"'),
    );
  });

  it('leave out a record that cannot be shown, and log it once however often it is read', async () => {
    fakeBackend({
      '/api/talents': {
        json: {
          data: [
            summary(201, 'Kept'),
            { ...summary(202, ''), name: '' },
            { ...summary(0, 'No Id'), id: undefined },
            { ...summary(0, 'Word Id'), id: 'abc' },
            'not a talent',
            summary(203, 'Also Kept'),
          ],
        },
      },
    });
    const before = driftLog.report().apis.integration;
    const first = await warnings(async () => {
      expect((await getTalents(models, 1000)).map((talent) => talent.id)).toEqual([201, 203]);
    });
    expect(first.filter((line) => line.includes(' dropped: '))).toHaveLength(4);
    expect(first).toContainEqual(expect.stringContaining('talent 202 dropped: name = ""'));
    expect(first).toContainEqual(expect.stringContaining('talent No Id dropped: id = missing'));
    expect(first).toContainEqual(expect.stringContaining('talent abc dropped: id = "abc"'));
    const again = await warnings(() => getTalents(models, 1000));
    expect(again).toEqual([]);
    expect(driftLog.report().apis.integration.dropped - before.dropped).toBe(4);
  });

  it('list a neutral talent under all, and in neither gender list', async () => {
    fakeBackend({
      '/api/talents': {
        json: { data: [summary(301, 'Woman'), { ...summary(302, 'Neutral'), gender: 'x' }] },
      },
    });
    await warnings(async () => {
      expect((await getTalents(models, 1000)).map((talent) => talent.id)).toEqual([301, 302]);
      const women = await getTalents({ ...models, gender: 'woman' }, 1000);
      expect(women.map((talent) => talent.id)).toEqual([301]);
      expect(await getTalents({ ...models, gender: 'man' }, 1000)).toEqual([]);
    });
  });
});

describe('profiles', () => {
  it('show everything else when a field is odd', async () => {
    fakeBackend({
      '/api/talent/profile': {
        json: {
          data: {
            ...profile(401, 'Odd Profile'),
            id: '401',
            skills: 'Runway, Acting',
            media_id: '12',
            about: '',
            gallery_count: 4,
            galleries: {
              book: [
                { id: '1', file: '/storage/book/1.jpg' },
                { id: 2, file: '/storage/book/unreadable.jpg', width: '', height: null },
                { id: 3 },
                picture(5),
              ],
              snap: {},
              compo: { 0: picture(3) },
              video: [
                { ...picture(6), provider: 'dailymotion', url: 'https://www.dailymotion.com/x8' },
                { ...picture(7), provider: 'YouTube', url: 'https://youtu.be/abc' },
                { ...picture(8), provider: undefined, url: 'https://vimeo.com/123' },
                { ...picture(9), provider: 'vimeo', url: 'javascript:alert(1)' },
              ],
            },
          },
        },
      },
    });
    const lines = await warnings(async () => {
      const talent = await getTalent(401, 'pt');
      expect(talent).toMatchObject({
        id: 401,
        name: 'Odd Profile',
        skills: ['Runway', 'Acting'],
        mediaId: 12,
        about: null,
      });
      const { book, snap, compo, video } = talent.galleries;
      // The size of a picture sent without one is read from its file; a file that cannot be
      // read keeps a portrait box.
      expect(book).toEqual([
        expect.objectContaining({ id: 1, width: 640, height: 960 }),
        expect.objectContaining({ id: 2, width: 800, height: 1200 }),
        expect.objectContaining({ id: 5, width: 800, height: 1200 }),
      ]);
      expect(snap).toEqual([]);
      expect(compo.map((item) => item.id)).toEqual([3]);
      expect(video.map(({ id, provider, url }) => ({ id, provider, url }))).toEqual([
        { id: 6, provider: null, url: 'https://www.dailymotion.com/x8' },
        { id: 7, provider: 'youtube', url: 'https://youtu.be/abc' },
        { id: 8, provider: 'vimeo', url: 'https://vimeo.com/123' },
      ]);
    });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(/^integration talent 401 adjusted: /);
    for (const field of [
      'id = "401"',
      'skills = "Runway, Acting"',
      'galleries.book[].width = missing',
      'galleries.book[].file = missing',
      'galleries.snap = {}',
      'galleries.video[].provider = "dailymotion"',
    ])
      expect(line).toContain(field);
  });

  it('are an outage when the talent cannot be shown, so the last good answer stands', async () => {
    fakeBackend({
      '/api/talent/profile': { json: { data: { ...profile(402, 'x'), name: null } } },
    });
    const before = driftLog.report().apis.integration.invalidAnswers;
    await warnings(async () => {
      await expect(getTalent(402, 'pt')).rejects.toMatchObject({
        code: 'backend_bad_response',
        status: 503,
      });
    });
    expect(driftLog.report().apis.integration.invalidAnswers - before).toBe(1);
  });
});

describe('answers that are not what they claim', () => {
  const cases: Record<string, () => Response> = {
    'an HTML error page with a 200': () =>
      new Response('<html><body>Maintenance</body></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    'JSON cut short': () =>
      new Response('{"data": [{"id": 1, "name": "Ana"', {
        headers: { 'Content-Type': 'application/json' },
      }),
    'JSON under another content type': () =>
      new Response(JSON.stringify({ data: [summary(1, 'Ana')] }), {
        headers: { 'Content-Type': 'text/plain' },
      }),
    'JSON without its list': () =>
      new Response(JSON.stringify({ message: 'Server Error.' }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  };
  for (const [name, answer] of Object.entries(cases)) {
    it(`count ${name} as an outage of the read`, async () => {
      fakeBackend({ '/api/talents': answer, '/api/talent/profile': answer });
      await warnings(async () => {
        await expect(getTalents(models, 1000)).rejects.toMatchObject({
          code: 'backend_bad_response',
        });
        await expect(getTalent(1, 'es')).rejects.toMatchObject({ code: 'backend_bad_response' });
      });
    });
  }
});

describe('attribute lists', () => {
  it('keep every option with an id and a value', async () => {
    fakeBackend({
      '/api/talents/attributes': {
        json: {
          countries: [
            { id: 1, value: 'España' },
            { id: '2', value: 'Portugal' },
            { id: 3, value: '' },
            { value: 'Francia' },
          ],
          eyes: { 0: { id: 5, value: 'azuis' } },
        },
      },
    });
    await warnings(async () => {
      expect(await getAttributes('es', undefined)).toEqual({
        countries: [
          { id: 1, value: 'España' },
          { id: 2, value: 'Portugal' },
        ],
        eyes: [{ id: 5, value: 'azuis' }],
        cities: [],
      });
    });
  });
});
