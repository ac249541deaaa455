import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { bearer, integrationToken, panelToken, post, startTestServer } from './helpers.js';

type Json = Record<string, unknown>;
type Talent = Json & { id: unknown; galleries: Record<string, Json[]> };

let server: Awaited<ReturnType<typeof startTestServer>>;
let tokens: { integration: string; panel: string };
beforeAll(async () => {
  server = await startTestServer({
    BACKEND_TEST_CONTROLS: '1',
    BACKEND_SEED_TALENTS: '24',
    BACKEND_SEED_POSTS: '30',
  });
  tokens = { integration: await integrationToken(server.url), panel: await panelToken(server.url) };
});
afterAll(() => server.close());
afterEach(() => drift(null));

const drift = (mode: string | null, api?: string) =>
  post(`${server.url}/__control/drift`, { mode, api });

const talents = async () => {
  const answer = await post(
    `${server.url}/integration/api/talents?paginate=100`,
    { filters: { categories: [] } },
    tokens.integration,
  );
  return (await answer.json()) as { data: Talent[] };
};
const profile = async (id: number) =>
  (await (
    await fetch(
      `${server.url}/integration/api/talent/profile?language=en&id=${id}`,
      bearer(tokens.integration),
    )
  ).json()) as { data: Talent };
const panel = (path: string) => fetch(`${server.url}/panel${path}`, bearer(tokens.panel));

describe('drift control (BACKEND_TEST_CONTROLS=1)', () => {
  it('drifts one talent in seven of a list, and adds one that cannot be shown', async () => {
    const documented = await talents();
    expect((await drift('records')).status).toBe(200);
    const { data } = await talents();
    expect(data).toHaveLength(documented.data.length + 1);
    expect(data.at(-1)).toEqual({ name: '', gender: 'woman' });
    for (const [at, talent] of documented.data.entries()) {
      const drifted = data[at] as Talent;
      if (Number(talent.id) % 7 !== 3) {
        expect(drifted).toEqual(talent);
        continue;
      }
      expect(drifted.id).toBe(String(talent.id));
      expect(typeof drifted.categories).toBe('string');
      expect(drifted.gender).toBe(
        Number(talent.id) % 14 === 3 ? 'non-binary' : String(talent.gender).toUpperCase(),
      );
    }
  });

  it('drifts every profile: renamed, stringly, sizeless and on an unknown video provider', async () => {
    let id = 1;
    while ((await profile(id)).data.galleries.video?.length === 0) id += 1;
    await drift('records');
    const { data } = await profile(id);
    expect(data.id).toBe(String(id));
    expect(data).not.toHaveProperty('instagram');
    expect(typeof data.skills).toBe('string');
    expect(data.galleries.book?.[0]).not.toHaveProperty('width');
    expect(data.galleries.snap?.at(-1)).toEqual({ id: 'x' });
    expect(data.galleries.video?.[0]).toMatchObject({
      provider: 'dailymotion',
      url: expect.stringMatching(/^https:\/\/www\.dailymotion\.com\//),
    });
  });

  it('drifts the panel: page numbers, posts, content and slides', async () => {
    await drift('records');
    const page = (await (
      await panel('/api/entities/blog?section=news&page=1&per_page=20')
    ).json()) as {
      data: Json[];
      current_page: unknown;
    };
    expect(page.current_page).toBe('1');
    expect(page).not.toHaveProperty('total');
    expect(page.data.at(-1)).toEqual({ id: 0, slug: '', title: '' });
    const slides = (await (await panel('/api/slides/home')).json()) as { data: Json[] };
    expect(slides.data.at(-1)).toMatchObject({ image: null });
    expect(typeof slides.data[0]?.id).toBe('string');
    const settings = (await (await panel('/api/customizations')).json()) as {
      data: { contact: { address: Json } };
    };
    expect(typeof settings.data.contact.address.lat).toBe('string');
  });

  it('drifts only the API asked for, and never sign-in', async () => {
    await drift('html', 'panel');
    expect((await profile(2)).data.id).toBe(2);
    const slides = await panel('/api/slides/home');
    expect(slides.status).toBe(200);
    expect(slides.headers.get('content-type')).toContain('text/html');
    expect(await panelToken(server.url)).toBeTruthy();
  });

  it('answers what it does not claim to be: HTML, truncated JSON, JSON as HTML', async () => {
    await drift('truncated');
    const truncated = await panel('/api/slides/home');
    expect(truncated.headers.get('content-type')).toContain('application/json');
    await expect(truncated.clone().json()).rejects.toThrow();
    expect((await truncated.text()).length).toBeGreaterThan(0);
    await drift('content-type');
    const mislabelled = await panel('/api/slides/home');
    expect(mislabelled.headers.get('content-type')).toContain('text/html');
    expect(JSON.parse(await mislabelled.text())).toHaveProperty('data');
    await drift(null);
    expect((await panel('/api/slides/home')).headers.get('content-type')).toContain(
      'application/json',
    );
  });
});
