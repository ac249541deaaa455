// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readBoundedBody } from '@/lib/api/body';
import { createSlots } from '@/lib/api/slots';
import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { currentRequestId, withRequestId } from '@/lib/log/context.mjs';
import { log } from '@/lib/log/log.mjs';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-address';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { stopState } from '@/platform/server/stop-state.mjs';
import { logsOf } from '@/tests/unit/logs';
import { restartServer } from '@/tests/unit/stop-state';

import { apiRoute, type RouteOptions } from './pipeline';

vi.stubGlobal('localStorage', { clear: () => undefined });
vi.mock('@/lib/env/private', async () => ({
  serverEnv: (await import('@/lib/env/settings.mjs')).readSettings({}),
}));
// Deadlines and windows of milliseconds, so the tests need not wait for the real ones.
vi.mock('@/platform/server/request-time.mjs', () => ({
  JSON_BODY_DEADLINE_MS: 150,
  MIN_UPLOAD_BYTES_PER_SECOND: 10_000,
  UPLOAD_WINDOW_MS: 150,
}));

beforeEach(() => {
  restartServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

type Body = { chunks?: (string | Uint8Array)[]; ends?: boolean; everyMs?: number };

/** A request whose body sends `chunks` (one every `everyMs`), then ends or never does. */
function post(client: string, type: string, body: Body = {}, headers: Record<string, string> = {}) {
  const { chunks = [], ends = true, everyMs = 0 } = body;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (next === undefined) {
        if (ends) controller.close();
        return new Promise<void>(() => undefined);
      }
      if (everyMs) await new Promise((resolve) => (timer = setTimeout(resolve, everyMs)));
      controller.enqueue(typeof next === 'string' ? new TextEncoder().encode(next) : next);
    },
    cancel: () => clearTimeout(timer),
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body: stream,
    headers: { 'content-type': type, [SOCKET_ADDRESS_HEADER]: client, ...headers },
    duplex: 'half',
  };
  return new Request(`${site.url}/api/test`, init);
}

const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data; boundary=b';
const jsonRoute = (options: Partial<RouteOptions> = {}) =>
  apiRoute({ sameOrigin: true, body: { type: 'json' }, ...options }, async ({ json }) =>
    Response.json({ got: await json() }),
  );
/** Reads the whole (guarded) body, as the multipart parser would. */
const uploadRoute = (slots = createSlots(4, 2)) =>
  apiRoute(
    { sameOrigin: true, body: { type: 'multipart', maxBytes: 10_000_000, slots } },
    async ({ request }) => {
      await readBoundedBody(request, 10_000_000);
      return Response.json({ ok: true }, { status: 201 });
    },
  );

const answer = async (response: Response) => [response.status, await response.json()];

describe('apiRoute: the checks before the body', () => {
  it('refuses cross-site and same-site pages alike, counting neither', async () => {
    const route = jsonRoute({ limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    const client = newClient();
    for (const fetchSite of ['cross-site', 'same-site'])
      expect(
        await answer(
          await route(post(client, JSON_TYPE, { chunks: ['{}'] }, { 'sec-fetch-site': fetchSite })),
        ),
      ).toEqual([403, { error: 'forbidden' }]);
    expect((await route(post(client, JSON_TYPE, { chunks: ['{}'] }))).status).toBe(200);
  });

  it('checks the rate limit before reading a body: a client over it never holds one open', async () => {
    const route = jsonRoute({ limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    const client = newClient();
    expect((await route(post(client, JSON_TYPE, { chunks: ['{"a":1}'] }))).status).toBe(200);
    const started = Date.now();
    const limited = await route(post(client, JSON_TYPE, { chunks: ['{'], ends: false }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('counts malformed JSON, which passed the cross-site and size checks', async () => {
    const route = jsonRoute({ limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const client = newClient();
    expect((await route(post(client, JSON_TYPE, { chunks: ['{"name":'] }))).status).toBe(400);
    expect((await route(post(client, 'text/plain', { chunks: ['x'] }))).status).toBe(400);
    expect((await route(post(client, JSON_TYPE, { chunks: ['{}'] }))).status).toBe(200);
    expect((await route(post(client, JSON_TYPE, { chunks: ['{}'] }))).status).toBe(429);
  });
});

describe('apiRoute: bodies within their deadlines', () => {
  it('ends a JSON body that does not arrive within its deadline with 408', async () => {
    const logged = logsOf('api');
    const started = Date.now();
    const response = await jsonRoute()(
      post(newClient(), JSON_TYPE, { chunks: ['{'], ends: false }),
    );
    expect(await answer(response)).toEqual([408, { error: 'request_timeout' }]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(logged).toEqual([
      {
        level: 'error',
        msg: 'POST /api/test 408 request_timeout',
        fields: expect.objectContaining({ method: 'POST', path: '/api/test', status: 408 }),
      },
    ]);
  });

  it('keeps an upload that keeps its rate; ends one below it with 408 and frees its place', async () => {
    logsOf('api');
    const route = uploadRoute(createSlots(1));
    const chunk = new Uint8Array(1000);
    // 1000 bytes every 50 ms: twice the floor.
    const steady = post(newClient(), MULTIPART, { chunks: Array(12).fill(chunk), everyMs: 50 });
    expect((await route(steady)).status).toBe(201);
    const trickle = post(newClient(), MULTIPART, { chunks: Array(12).fill('x'), everyMs: 50 });
    expect(await answer(await route(trickle))).toEqual([408, { error: 'request_timeout' }]);
    const stalled = post(newClient(), MULTIPART, { chunks: [chunk], ends: false });
    expect((await route(stalled)).status).toBe(408);
    expect((await route(post(newClient(), MULTIPART, { chunks: ['x'] }))).status).toBe(201);
  });

  it('gives one client at most its share of the places', async () => {
    const route = uploadRoute(createSlots(3, 2));
    const [greedy, other] = [newClient(), newClient()];
    const held = [1, 2].map(() =>
      route(post(greedy, MULTIPART, { chunks: Array(20).fill('x'.repeat(3000)), everyMs: 50 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await route(post(greedy, MULTIPART, { chunks: ['x'] }));
    expect(await answer(third)).toEqual([503, { error: 'busy' }]);
    expect(third.headers.get('retry-after')).toBe('10');
    expect((await route(post(other, MULTIPART, { chunks: ['x'] }))).status).toBe(201);
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([201, 201]);
  });

  it('answers a retryable 503 to an upload still arriving when the stop grace ends', async () => {
    logsOf('api');
    const running = uploadRoute()(
      post(newClient(), MULTIPART, { chunks: Array(100).fill('x'.repeat(2000)), everyMs: 20 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    stopState().expire();
    const response = await running;
    expect(await answer(response)).toEqual([503, { error: 'shutting_down' }]);
    expect(response.headers.get('retry-after')).toBe('10');
  });
});

describe('apiRoute: one way of answering failures', () => {
  const failing = (error: unknown) =>
    apiRoute({ sameOrigin: false, body: { type: 'none' } }, async () => {
      throw error;
    })(new Request(`${site.url}/api/test`));

  it('answers any back-end failure 502 backend_unavailable, logging which it was', async () => {
    const logged = logsOf('api');
    for (const code of ['backend_unreachable', 'backend_error', 'backend_bad_response'] as const)
      expect(await answer(await failing(new AppError(code, `panel: ${code}`)))).toEqual([
        502,
        { error: 'backend_unavailable' },
      ]);
    expect(logged[0]).toEqual({
      level: 'error',
      msg: 'GET /api/test 502 backend_unreachable (panel: backend_unreachable)',
      fields: expect.objectContaining({ status: 502, err: expect.any(AppError) }),
    });
  });

  it('answers a refusal as its AppError, unlogged, and a bug 500 with its stack logged', async () => {
    const logged = logsOf('api');
    expect(await answer(await failing(new AppError('invalid_id')))).toEqual([
      400,
      { error: 'invalid_id' },
    ]);
    expect(logged).toEqual([]);
    const bug = new TypeError('x is undefined');
    expect(await answer(await failing(bug))).toEqual([500, { error: 'internal_error' }]);
    expect(logged).toEqual([
      {
        level: 'error',
        msg: 'GET /api/test 500 x is undefined',
        fields: expect.objectContaining({ status: 500, err: bug }),
      },
    ]);
  });
});

describe('apiRoute: the request id', () => {
  const ok = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async () => {
    log('api').info('handling');
    return Response.json({});
  });
  const fixed = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async () =>
    Response.redirect(`${site.url}/`),
  );

  it('answers with the id every line logged for the request carries', async () => {
    const logged = logsOf('api');
    const seen: (string | undefined)[] = [];
    vi.mocked(log('api').info).mockImplementation((() => seen.push(currentRequestId())) as never);
    const response = await ok(new Request(`${site.url}/api/test`));
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([id]);
    expect(logged).toEqual([]);
  });

  it('keeps the id the server gave the request, and sets it on answers with fixed headers', async () => {
    const response = await withRequestId('from-server', () => fixed(new Request(`${site.url}/x`)));
    expect(response.status).toBe(302);
    expect(response.headers.get('x-request-id')).toBe('from-server');
  });

  it("ignores a client's X-Request-Id without a trusted proxy", async () => {
    const request = new Request(`${site.url}/api/test`, { headers: { 'X-Request-Id': 'mine' } });
    expect((await ok(request)).headers.get('x-request-id')).not.toBe('mine');
  });
});
