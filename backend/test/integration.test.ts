import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, integrationToken, post, startTestServer } from './helpers.js';

type Summary = {
  id: number;
  name: string;
  gender: string;
  categories: { id: number }[];
  measures: Record<string, string | null>;
};

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ BACKEND_TOKEN_TTL: '1' });
  token = await integrationToken(server.url);
});
afterAll(() => server.close());

const list = (filters: object, query = 'paginate=1000') =>
  post(`${server.url}/integration/api/talents?language=pt&${query}`, { filters }, token).then(
    (r) => r.json() as Promise<{ data: Summary[]; last_page: number; total: number }>,
  );

describe('integration API', () => {
  it('signs in only with the right salt and key', async () => {
    expect(token).toMatch(/^[\w-]{20,}$/);
    const wrong = await post(`${server.url}/integration/api/signin`, { salt: 'x', api_key: 'y' });
    expect(wrong.status).toBe(401);
  });

  it('answers 401 without a valid token, and tokens expire', async () => {
    expect((await post(`${server.url}/integration/api/talents`, {})).status).toBe(401);
    const shortLived = await integrationToken(server.url);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post(`${server.url}/integration/api/talents`, {}, shortLived)).status).toBe(401);
    token = await integrationToken(server.url);
  });

  it('filters by every category given and by gender, ordered by name', async () => {
    token = await integrationToken(server.url);
    const models = await list({ categories: [1] });
    expect(models.data.length).toBeGreaterThan(10);
    expect(models.data.every((t) => t.categories.some((c) => c.id === 1))).toBe(true);
    const names = models.data.map((t) => t.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })),
    );
    const women = await list({ categories: [1], gender: 'woman' });
    expect(women.data.every((t) => t.gender === 'woman')).toBe(true);
    const creative = await list({ categories: [1907, 1908] });
    expect(creative.data.every((t) => t.categories.some((c) => c.id === 1908))).toBe(true);
    expect(models.data[0]?.measures.height).toMatch(/^\d+\/\d/);
  });

  it('paginates', async () => {
    token = await integrationToken(server.url);
    const page = await list({}, 'paginate=7&page=2');
    expect(page.data).toHaveLength(7);
    expect(page.last_page).toBe(Math.ceil(page.total / 7));
  });

  it('answers a profile with galleries, and 404 for an unknown id', async () => {
    token = await integrationToken(server.url);
    const answer = await fetch(
      `${server.url}/integration/api/talent/profile?language=pt&id=1&cover2=1`,
      bearer(token),
    );
    const { data } = (await answer.json()) as {
      data: { id: number; galleries: Record<string, unknown[]> };
    };
    expect(data.id).toBe(1);
    expect(Object.keys(data.galleries)).toEqual(['book', 'snap', 'compo', 'video']);
    expect(
      (await fetch(`${server.url}/integration/api/talent/profile?id=99999`, bearer(token))).status,
    ).toBe(404);
  });

  it('answers biography, country and skills in the language asked; a biography never written in it is null', async () => {
    token = await integrationToken(server.url);
    type Profile = { data: { about: string | null; country: string | null; skills: string[] } };
    const profile = async (id: number, language: string) =>
      (
        (await (
          await fetch(
            `${server.url}/integration/api/talent/profile?language=${language}&id=${id}`,
            bearer(token),
          )
        ).json()) as Profile
      ).data;
    const [es, en, pt] = await Promise.all(
      ['es', 'en', 'pt'].map((language) => profile(3, language)),
    );
    expect(en?.about).toMatch(/^Inès (works in|has worked)|^Trained between/);
    expect(es?.about).toMatch(/Inès/);
    expect(new Set([es?.about, en?.about, pt?.about]).size).toBe(3);
    expect([es?.country, en?.country, pt?.country]).toEqual(['Francia', 'France', 'França']);
    expect(en?.skills).not.toEqual(pt?.skills);
    // Talent 16 has no English biography and 5 no Spanish one (backend/README.md).
    expect((await profile(16, 'en')).about).toBeNull();
    expect((await profile(16, 'pt')).about).toBeTruthy();
    expect((await profile(5, 'es')).about).toBeNull();
    expect((await profile(5, 'en')).about).toBeTruthy();
  });

  it('lists countries and eyes, and the cities of a country when asked', async () => {
    token = await integrationToken(server.url);
    const base = `${server.url}/integration/api/talents/attributes?language=es&countries=1&eyes=1`;
    const first = (await (await fetch(base, bearer(token))).json()) as Record<
      string,
      { id: number; value: string }[]
    >;
    expect(first.countries?.some((c) => c.value === 'España')).toBe(true);
    expect(first.eyes?.length).toBe(17);
    expect(first.cities).toEqual([]);
    const withCities = (await (await fetch(`${base}&cities=724`, bearer(token))).json()) as Record<
      string,
      { value: string }[]
    >;
    expect(withCities.cities?.some((c) => c.value === 'Madrid')).toBe(true);
  });
});
