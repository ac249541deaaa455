import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, integrationToken, panelToken, post, startTestServer } from './helpers.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ BACKEND_TEST_CONTROLS: '1', BACKEND_SEED_TALENTS: '12', BACKEND_SEED_POSTS: '8' });
});
afterAll(() => server.close());

const control = (path: string, body?: unknown) => post(`${server.url}/__control${path}`, body ?? {});
const stats = async () => (await (await fetch(`${server.url}/__control/stats`)).json()) as Record<string, number>;

describe('test controls (BACKEND_TEST_CONTROLS=1)', () => {
  it('counts calls per route pattern, including the ones a guard refused', async () => {
    await control('/stats/reset');
    const token = await integrationToken(server.url);
    const profile = `${server.url}/integration/api/talent/profile?language=pt&id=1`;
    await fetch(profile, bearer(token));
    await fetch(profile);
    await fetch(`${server.url}/panel/api/entities/blog/slug/nuevas-caras-2025`, bearer(await panelToken(server.url)));
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
