// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/lib/env/public.mjs';
import { AppError } from '@/lib/errors';
import { readBoundedBody } from '@/lib/forms/body';
import { createSlots } from '@/lib/forms/slots';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-address';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { createStopState, type StopState } from '@/lib/server/stop-state.mjs';

import { apiRoute, type RouteOptions } from './pipeline';

vi.stubGlobal('localStorage', { clear: () => undefined });
vi.mock('@/lib/env/private', async () => ({
  serverEnv: (await import('@/lib/env/settings.mjs')).readSettings({}),
}));
// Deadlines and windows of milliseconds, so the tests need not wait for the real ones.
vi.mock('@/lib/forms/request-time.mjs', () => ({
  JSON_BODY_DEADLINE_MS: 150,
  MIN_UPLOAD_BYTES_PER_SECOND: 10_000,
  UPLOAD_WINDOW_MS: 150,
}));
const stop = vi.hoisted(() => ({ state: null as StopState | null }));
vi.mock('@/lib/server/stop-state.mjs', async (original) => ({
  ...(await original<typeof import('@/lib/server/stop-state.mjs')>()),
  stopState: () => stop.state,
}));

beforeEach(() => {
  stop.state = createStopState();
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const response = await jsonRoute()(
      post(newClient(), JSON_TYPE, { chunks: ['{'], ends: false }),
    );
    expect(await answer(response)).toEqual([408, { error: 'request_timeout' }]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(console.error).toHaveBeenCalledWith('[api] POST /api/test 408 request_timeout');
  });

  it('keeps an upload that keeps its rate; ends one below it with 408 and frees its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const running = uploadRoute()(
      post(newClient(), MULTIPART, { chunks: Array(100).fill('x'.repeat(2000)), everyMs: 20 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    stop.state?.expire();
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
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const code of ['backend_unreachable', 'backend_error', 'backend_bad_response'] as const)
      expect(await answer(await failing(new AppError(code, `panel: ${code}`)))).toEqual([
        502,
        { error: 'backend_unavailable' },
      ]);
    expect(log).toHaveBeenCalledWith(
      '[api] GET /api/test 502 backend_unreachable (panel: backend_unreachable)',
    );
  });

  it('answers a refusal as its AppError, unlogged, and a bug 500 with its stack logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await failing(new AppError('invalid_id')))).toEqual([
      400,
      { error: 'invalid_id' },
    ]);
    expect(log).not.toHaveBeenCalled();
    const bug = new TypeError('x is undefined');
    expect(await answer(await failing(bug))).toEqual([500, { error: 'internal_error' }]);
    expect(log).toHaveBeenCalledWith('[api] GET /api/test 500 x is undefined', bug);
  });
});
