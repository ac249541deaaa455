import { expect, type APIRequestContext } from '@playwright/test';
import { createClient } from '@redis/client';

import {
  clusterPorts,
  e2eBuild,
  instanceBuild,
  startBackend,
  startSite,
} from '../../scripts/lib/cluster.mjs';
import { startRedis, type TestRedis } from '../../scripts/lib/redis-server.mjs';

// Two instances of the site, each on its own copy of the build (no disk in common), sharing one
// redis-server, with the stand-in back-end and its call counts.
export const FORMS_RATE_LIMIT = 6;

type Site = Awaited<ReturnType<typeof startSite>>;

export type Cluster = {
  redis: TestRedis;
  backendUrl: string;
  a: Site;
  b: Site;
  stop(): Promise<void>;
};

export async function startCluster(): Promise<Cluster> {
  const ports = clusterPorts();
  const build = e2eBuild();
  const redis = await startRedis({ port: ports.redis });
  const backend = await startBackend({
    port: ports.backend,
    dataDir: `data/redis-e2e-${ports.backend}`,
  });
  // A generous timeout: these tests are about sharing, and a loaded machine must not turn a slow
  // answer into a fallback (the unit tests cover the timeout).
  const env = {
    REDIS_URL: redis.url,
    REDIS_TIMEOUT_MS: '2000',
    FORMS_RATE_LIMIT: String(FORMS_RATE_LIMIT),
    // A stop's grace, short so the stop test sees an application outlast it.
    SHUTDOWN_TIMEOUT_MS: '2000',
  };
  const [a, b] = await Promise.all(
    ports.sites.map((port, index) =>
      startSite({ port, backendUrl: backend.url, build: instanceBuild(build, index), env }),
    ),
  );
  if (!a || !b) throw new Error('two instances expected');
  return {
    redis,
    backendUrl: backend.url,
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await backend.stop();
      await redis.close();
    },
  };
}

/** Back-end calls since the last reset, over all routes. */
export async function backendCalls(request: APIRequestContext, cluster: Cluster): Promise<number> {
  const stats = (await (
    await request.get(`${cluster.backendUrl}/__control/stats`)
  ).json()) as Record<string, number>;
  return Object.values(stats).reduce((sum, count) => sum + count, 0);
}

export async function resetCalls(request: APIRequestContext, cluster: Cluster) {
  expect((await request.post(`${cluster.backendUrl}/__control/stats/reset`)).ok()).toBe(true);
}

/** The site instances connected to the Redis right now. */
export async function connectedInstances(redis: TestRedis): Promise<number> {
  const client = createClient({ url: redis.url });
  try {
    await client.connect();
    const list = await client.clientList();
    return list.filter((entry) => entry.name === 'agency-site').length;
  } catch {
    return 0;
  } finally {
    client.destroy();
  }
}

/** The first heading of a page (a talent's name, a post's title). */
export async function heading(
  request: APIRequestContext,
  url: string,
): Promise<string | undefined> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return /<h1[^>]*>([^<]+)<\/h1>/.exec(await response.text())?.[1];
}

/** Profile paths a list links to, in order. */
export async function profilePaths(request: APIRequestContext, listUrl: string): Promise<string[]> {
  const html = await (await request.get(listUrl)).text();
  return [
    ...new Set(
      [...html.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)].map((match) => match[1] ?? ''),
    ),
  ];
}
