import { expect, test } from '@playwright/test';

import { applicationBody, rawPost } from '../../scripts/lib/raw-post.mjs';
import { revalidate } from '../e2e/cache-helpers';
import secrets from '../e2e/secrets.json';
import { PHOTOS } from '../fixtures/forms';
import {
  backendCalls,
  connectedInstances,
  FORMS_RATE_LIMIT,
  heading,
  profilePaths,
  resetCalls,
  startCluster,
  type Cluster,
} from './cluster';

// Two instances behind one Redis (README, "Running several instances"): one cache, one
// revalidation, one form budget, and each instance on its own while Redis is away. Serial: the
// tests share the instances' state; one stops Redis and starts it again, the last stops A.
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let profiles: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  cluster = await startCluster();
  profiles = await profilePaths(request, `${cluster.a.url}/en/models/women`);
  expect(profiles.length).toBeGreaterThan(4);
});

test.afterAll(async () => {
  await cluster?.stop();
});

const contact = (tag: string) => ({
  name: `Ana ${tag}`,
  email: `ana-${tag}@example.com`,
  phone: '+34 612 34 56 78',
  message: `Hola ${tag}`,
});

test('a profile rendered through instance A is served by instance B without a back-end call', async ({
  request,
}) => {
  const path = profiles[0] ?? '';
  await resetCalls(request, cluster);
  const first = await request.get(`${cluster.a.url}${path}`);
  expect(first.status()).toBe(200);
  expect(await backendCalls(request, cluster)).toBeGreaterThan(0);

  await resetCalls(request, cluster);
  const second = await request.get(`${cluster.b.url}${path}`);
  expect(second.status()).toBe(200);
  // Fresh, with the lifetime A gave it: B does not render it again in the background either.
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  expect(second.headers()['cache-control']).toMatch(/^s-maxage=300, /);
  expect(await second.text()).toBe(await first.text());
  expect(await backendCalls(request, cluster)).toBe(0);
});

test('a revalidation sent to A makes B serve the new content, by tag or by path', async ({
  request,
}) => {
  const path = profiles[1] ?? '';
  const id = /\/models\/(\d+)\//.exec(path)?.[1];
  const name = await heading(request, `${cluster.a.url}${path}`);
  expect(await heading(request, `${cluster.b.url}${path}`)).toBe(name);
  expect(
    (
      await request.post(`${cluster.backendUrl}/__control/talents/${id}`, {
        data: { name: 'Renamed Through Panel' },
      })
    ).ok(),
  ).toBe(true);
  // Until the panel says so, B keeps serving what is cached.
  expect(await heading(request, `${cluster.b.url}${path}`)).toBe(name);
  await revalidate(request, { tags: [`profile:${id}`] }, cluster.a.url);
  // The profile moves to its new slug (the old one redirects there).
  expect(await heading(request, `${cluster.b.url}${path}`)).toBe('Renamed Through Panel');

  // By path, the other way round: the implicit path tag revalidated on B expires A's page.
  const renamed = `/en/models/${id}/renamed-through-panel`;
  expect(await heading(request, `${cluster.a.url}${renamed}`)).toBe('Renamed Through Panel');
  expect(
    (
      await request.post(`${cluster.backendUrl}/__control/talents/${id}`, {
        data: { name: 'Renamed Through Panel Again' },
      })
    ).ok(),
  ).toBe(true);
  expect(await heading(request, `${cluster.a.url}${renamed}`)).toBe('Renamed Through Panel');
  await revalidate(request, { paths: [renamed] }, cluster.b.url);
  expect(await heading(request, `${cluster.a.url}${renamed}`)).toBe('Renamed Through Panel Again');
});

test('the form limit counts sends alternately to A and B as one budget', async ({ request }) => {
  const send = (site: 'a' | 'b', address: string, tag: string) =>
    request.post(`${cluster[site].url}/api/contact`, {
      data: contact(tag),
      headers: { 'x-forwarded-for': address },
    });
  for (let i = 0; i < FORMS_RATE_LIMIT; i += 1) {
    expect(
      (await send(i % 2 ? 'b' : 'a', '198.18.40.1', `budget-${i}`)).status(),
      `send ${i + 1}`,
    ).toBe(201);
  }
  for (const site of ['a', 'b'] as const) {
    const refused = await send(site, '198.18.40.1', `over-${site}`);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
  // Another visitor has a budget of their own.
  expect((await send('b', '198.18.40.2', 'other')).status()).toBe(201);
});

test('with Redis stopped both instances keep answering; once it is back, they share again', async ({
  request,
}) => {
  const pages = ['/en/models/women', profiles[0] ?? '', '/en/about-us'];
  for (const path of pages) await request.get(`${cluster.a.url}${path}`);
  await cluster.redis.stop();

  for (const site of [cluster.a, cluster.b]) {
    for (let round = 0; round < 3; round += 1) {
      for (const path of pages)
        expect((await request.get(`${site.url}${path}`)).status(), `${site.url}${path}`).toBe(200);
    }
    // Each instance counts sends on its own now, and still accepts them.
    const sent = await request.post(`${site.url}/api/contact`, {
      data: contact(`outage-${site.port}`),
      headers: { 'x-forwarded-for': '198.18.40.3' },
    });
    expect(sent.status()).toBe(201);
  }
  // One line per instance for the whole outage, not one per request.
  for (const site of [cluster.a, cluster.b])
    expect(site.errors().match(/"area":"redis".*unavailable/g)).toHaveLength(1);

  await cluster.redis.start();
  await expect.poll(() => connectedInstances(cluster.redis), { timeout: 20_000 }).toBe(2);
  // Each attempt takes a profile neither instance has served yet.
  let next = 2;
  await expect(async () => {
    const path = profiles[next++] ?? '';
    expect((await request.get(`${cluster.a.url}${path}`)).status()).toBe(200);
    await resetCalls(request, cluster);
    const shared = await request.get(`${cluster.b.url}${path}`);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await backendCalls(request, cluster)).toBe(0);
  }).toPass({ timeout: 20_000 });
});

// Issue 47: a stop used to end the process at once, leaving the send's claim pending in Redis for
// 15 minutes, so the applicant's retry on another instance was answered 409.
test('an application A is still receiving when it stops is answered 503, and its retry on B is stored, not 409', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `stop-${Date.now()}`;
  const { body, contentType } = await applicationBody({
    changes: { realname: `Marta ${tag}`, email: `marta-${tag}@example.com` },
    photos: Object.fromEntries(
      ([0, 1, 2] as const).map((index) => [
        `image_${index + 1}`,
        {
          name: PHOTOS[index].name,
          type: PHOTOS[index].mimeType,
          bytes: Buffer.concat([PHOTOS[index].buffer, Buffer.alloc(400_000)]),
        },
      ]),
    ),
  });
  const headers = {
    'Content-Type': contentType,
    'X-Forwarded-For': '198.18.40.9',
    'Idempotency-Key': `redis-${tag}-0123456789`,
  };
  // About a minute at 20 KB/s: it outlasts A's grace (SHUTDOWN_TIMEOUT_MS, 2 s here).
  const sending = rawPost(`${cluster.a.url}/api/applications`, {
    body,
    bytes: 2000,
    everyMs: 100,
    headers,
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const stopped = cluster.a.stop();
  const answer = await sending.answer;
  sending.stop();
  await stopped;
  expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': '10' } });

  const retry = await rawPost(`${cluster.b.url}/api/applications`, { body, headers }).answer;
  expect(retry.status).toBe(201);
  const inbox = await request.get(`${cluster.backendUrl}/inbox.json`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`staff:${secrets.INBOX_PASSWORD}`).toString('base64')}`,
    },
  });
  const entries = ((await inbox.json()) as { data: { data: unknown }[] }).data;
  expect(entries.filter((entry) => JSON.stringify(entry.data).includes(tag))).toHaveLength(1);
});
