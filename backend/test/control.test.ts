import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, integrationToken, panelToken, post, startTestServer } from './helpers.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    BACKEND_TEST_CONTROLS: '1',
    BACKEND_SEED_TALENTS: '12',
    BACKEND_SEED_POSTS: '8',
  });
});
afterAll(() => server.close());

const control = (path: string, body?: unknown) =>
  post(`${server.url}/__control${path}`, body ?? {});
/** The `data` of a back-end answer, typed as the test reads it. */
const data = async <T>(answer: Response | Promise<Response>) =>
  ((await (await answer).json()) as { data: T }).data;
const stats = async () =>
  (await (await fetch(`${server.url}/__control/stats`)).json()) as Record<string, number>;

describe('test controls (BACKEND_TEST_CONTROLS=1)', () => {
  it('counts calls per route pattern, including the ones a guard refused', async () => {
    await control('/stats/reset');
    const token = await integrationToken(server.url);
    const profile = `${server.url}/integration/api/talent/profile?language=pt&id=1`;
    await fetch(profile, bearer(token));
    await fetch(profile);
    await fetch(
      `${server.url}/panel/api/entities/blog/slug/nuevas-caras-2025`,
      bearer(await panelToken(server.url)),
    );
    expect(await stats()).toEqual({
      'POST /integration/api/signin': 1,
      'GET /integration/api/talent/profile': 2,
      'POST /panel/api/login': 1,
      'GET /panel/api/entities/blog/slug/:slug': 1,
    });
  });

  it('expires every issued token', async () => {
    const token = await integrationToken(server.url);
    const profile = `${server.url}/integration/api/talent/profile?id=1`;
    expect((await fetch(profile, bearer(token))).status).toBe(200);
    expect((await control('/expire-tokens')).status).toBe(200);
    expect((await fetch(profile, bearer(token))).status).toBe(401);
  });

  it('drops connections unanswered during an outage, except /health and the controls', async () => {
    expect((await control('/outage', { down: true })).status).toBe(200);
    await expect(fetch(`${server.url}/panel/api/login`, { method: 'POST' })).rejects.toThrow();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await control('/outage', { down: false })).status).toBe(200);
    expect(await panelToken(server.url)).toBeTruthy();
  });
});

describe('content controls (BACKEND_TEST_CONTROLS=1)', () => {
  it('renames a talent and retitles a post, as the agency would in its panel', async () => {
    expect((await control('/talents/1', { name: 'Lucía Renamed' })).status).toBe(200);
    expect((await control('/talents/99999', { name: 'Nobody' })).status).toBe(404);
    expect((await control('/talents/1', { name: ' ' })).status).toBe(400);
    const token = await integrationToken(server.url);
    const profile = await data<{ name: string }>(
      fetch(`${server.url}/integration/api/talent/profile?language=en&id=1`, bearer(token)),
    );
    expect(profile.name).toBe('Lucía Renamed');

    expect((await control('/posts/nuevas-caras-2025', { title: 'A new title' })).status).toBe(200);
    const panel = await panelToken(server.url);
    const post = await data<{ title: string }>(
      fetch(`${server.url}/panel/api/entities/blog/slug/nuevas-caras-2025`, bearer(panel)),
    );
    expect(post.title).toBe('A new title');
  });

  it('fills every rendered text with script injection attempts', async () => {
    const answer = await control('/hostile');
    expect(answer.status).toBe(200);
    const { updated } = (await answer.json()) as { updated: Record<string, number> };
    for (const kind of ['talents', 'cities', 'posts', 'website_texts', 'slides', 'settings'])
      expect(updated[kind], kind).toBeGreaterThan(0);
    const panel = await panelToken(server.url);
    const slides = await data<{ link: string }[]>(
      fetch(`${server.url}/panel/api/slides/home`, bearer(panel)),
    );
    expect(slides[0]?.link).toMatch(/^javascript:/);
    const token = await integrationToken(server.url);
    const profile = await data<{ name: string; about: string }>(
      fetch(`${server.url}/integration/api/talent/profile?language=en&id=2`, bearer(token)),
    );
    expect(profile.name).toContain('<');
    expect(profile.about).toContain('<script>');
  });
});
