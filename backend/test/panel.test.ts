import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, integrationToken, panelToken, post, startTestServer } from './helpers.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await panelToken(server.url);
});
afterAll(() => server.close());

const get = async <T>(path: string) =>
  (await (await fetch(`${server.url}/panel${path}`, bearer(token))).json()) as T;

describe('panel API', () => {
  it('logs in only with the right salt and token; 401 without a bearer', async () => {
    expect(
      (await post(`${server.url}/panel/api/login`, { salt: 'x', api_token: 'y' })).status,
    ).toBe(401);
    expect((await fetch(`${server.url}/panel/api/website-texts`)).status).toBe(401);
    // An integration token is no good on the panel.
    expect(
      (
        await fetch(
          `${server.url}/panel/api/website-texts`,
          bearer(await integrationToken(server.url)),
        )
      ).status,
    ).toBe(401);
  });

  it('serves website texts, images, customizations, social medias and slides', async () => {
    const texts = await get<{ data: { name: string; value: Record<string, string> }[] }>(
      '/api/website-texts',
    );
    expect(texts.data.find((t) => t.name === 'about_text')?.value.es).toContain('<p>');
    const images = await get<{ data: { name: string; mobile: string }[] }>('/api/website-images');
    expect(images.data.find((i) => i.name === 'home_hero')?.mobile).toMatch(/^\/storage\//);
    const custom = await get<{ data: { brand: { name: string }; contact: { emails: unknown[] } } }>(
      '/api/customizations',
    );
    expect(custom.data.brand.name).toBeTruthy();
    expect(custom.data.contact.emails.length).toBeGreaterThan(0);
    const social = await get<{ data: { name: string }[] }>('/api/social-medias');
    expect(social.data[0]?.name).toBe('instagram');
    expect((await get<{ data: unknown[] }>('/api/slides/home')).data).toHaveLength(3);
    expect((await get<{ data: unknown[] }>('/api/slides/news')).data).toHaveLength(1);
  });

  it('pages the news without duplicates and finds posts by slug, batch item slug and id', async () => {
    const ids: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await get<{ data: { id: number }[]; last_page: number; total: number }>(
        `/api/entities/blog?section=news&page=${page}&per_page=20`,
      );
      expect(answer.last_page).toBe(3);
      expect(answer.total).toBe(45);
      ids.push(...answer.data.map((p) => p.id));
    }
    expect(new Set(ids).size).toBe(45);
    const batch = await get<{
      data: { slug: string; batch: boolean; batchItems: { language: string }[] };
    }>('/api/entities/blog/slug/new-faces-2025');
    expect(batch.data.slug).toBe('nuevas-caras-2025');
    expect(batch.data.batch).toBe(true);
    expect(batch.data.batchItems.map((i) => i.language).sort()).toEqual(['en', 'es', 'pt']);
    expect(
      (await fetch(`${server.url}/panel/api/entities/blog/slug/nope`, bearer(token))).status,
    ).toBe(404);
    const byId = await get<{ data: { id: number } }>(`/api/entities/blog/${ids[0]}`);
    expect(byId.data.id).toBe(ids[0]);
  });

  it('writes every post in every language: a batch with an item per other language', async () => {
    type Item = { slug: string; title: string; language: string };
    for (const section of ['news', 'magazine']) {
      const answer = await get<{ data: (Item & { batch: boolean; batchItems: Item[] })[] }>(
        `/api/entities/blog?section=${section}&page=1&per_page=100`,
      );
      for (const post of answer.data) {
        expect(post.batch, post.slug).toBe(true);
        const languages = new Set([post.language, ...post.batchItems.map((item) => item.language)]);
        expect([...languages].sort(), post.slug).toEqual(['en', 'es', 'pt']);
      }
      for (const post of answer.data) {
        const title = (language: string) =>
          [post, ...post.batchItems].find((item) => item.language === language)?.title;
        expect(title('es'), post.slug).not.toBe(title('en'));
      }
    }
    const reel = await get<{ data: { language: string; batchItems: Item[] } }>(
      '/api/entities/blog/slug/madrid-fashion-week-reel',
    );
    expect(reel.data.language).toBe('en');
    expect(reel.data.batchItems.find((item) => item.language === 'es')?.title).toBe(
      'Semana de la Moda de Madrid: el vídeo',
    );
  });

  it('keeps the hostile post free of broken pictures', async () => {
    const hostile = await get<{ data: { content: string; batchItems: { content: string }[] } }>(
      '/api/entities/blog/slug/backstage-casting-day',
    );
    for (const content of [
      hostile.data.content,
      ...hostile.data.batchItems.map((item) => item.content),
    ]) {
      expect(content).toMatch(/onload=|onerror=/);
      const sources = [...content.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources)
        expect((await fetch(`${server.url}${source}`)).status, source).toBe(200);
    }
  });

  it('gives slides their texts and links in every language', async () => {
    type Text = { title: string; subtitle: string | null; link: string | null };
    const home = await get<{ data: (Text & { translations: Record<string, Text> })[] }>(
      '/api/slides/home',
    );
    expect(home.data[0]).toMatchObject({
      title: 'Nuevas caras 2025',
      link: '/news/nuevas-caras-2025',
    });
    expect(home.data[0]?.translations.en).toEqual({
      title: 'New faces 2025',
      subtitle: 'Meet the season\u2019s debut',
      link: '/news/new-faces-2025',
    });
    for (const slide of home.data)
      expect(Object.keys(slide.translations).sort()).toEqual(['en', 'pt']);
  });

  it('builds a real zip of the composite images', async () => {
    const profile = (await (
      await fetch(
        `${server.url}/integration/api/talent/profile?id=1`,
        bearer(await integrationToken(server.url)),
      )
    ).json()) as { data: { galleries: { compo: { id: number; file: string }[] } } };
    const compo = profile.data.galleries.compo;
    expect(compo.length).toBeGreaterThan(0);
    const answer = await post(
      `${server.url}/panel/api/download/zip`,
      { id_talent: 1, media: 'compo', items: compo.map((c) => c.id) },
      token,
    );
    const { url } = (await answer.json()) as { url: string };
    const zip = unzipSync(new Uint8Array(await (await fetch(`${server.url}${url}`)).arrayBuffer()));
    expect(Object.keys(zip)).toHaveLength(compo.length);
    const first = new Uint8Array(
      await (await fetch(`${server.url}${compo[0]?.file}`)).arrayBuffer(),
    );
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(Object.values(zip).map(sha)).toContain(sha(first));
    expect(
      (
        await post(
          `${server.url}/panel/api/download/zip`,
          { id_talent: 1, media: 'compo', items: [999999] },
          token,
        )
      ).status,
    ).toBe(422);
  });

  it('serves media with its type, a long immutable cache and byte ranges', async () => {
    const image = await fetch(`${server.url}/storage/demo/portrait-01.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const post = await get<{ data: { cover: string } }>(
      '/api/entities/blog/slug/madrid-fashion-week-reel',
    );
    const video = await fetch(`${server.url}${post.data.cover}`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${server.url}/storage/demo/missing.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('keeps the test controls off unless asked for', async () => {
    expect((await fetch(`${server.url}/__control/stats`)).status).toBe(404);
  });
});
