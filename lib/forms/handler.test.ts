// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { POST as contact } from '@/app/api/contact/route';
import { POST as quote } from '@/app/api/quote/route';
import { createSlots } from '@/lib/api/slots';
import { site } from '@/lib/env/public.mjs';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-address';
import { sendEntry } from '@/lib/services/entries';
import { stopState } from '@/platform/server/stop-state.mjs';
import { restartServer } from '@/tests/unit/stop-state';

import { formRoute } from './handler';

vi.stubGlobal('localStorage', { clear: () => undefined });
// The defaults: no proxy trusted, so clients are told apart by their socket address.
vi.mock('@/lib/env/private', async () => ({
  serverEnv: (await import('@/lib/env/settings.mjs')).readSettings({}),
}));
vi.mock('@/lib/services/entries', () => ({ sendEntry: vi.fn(async () => ({ id: 1 })) }));
vi.mock('@/lib/forms/references', () => ({
  canonicalModels: async (models: unknown) => models,
}));
beforeEach(() => {
  restartServer();
});

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  phone: '+55 (11) 98765-4321',
  message: 'Hola',
};
let socket = 0;
const newClient = () => `203.0.113.${++socket}`;

function post(
  client: string,
  body: string,
  headers: Record<string, string> = {},
  route: (request: Request) => Promise<Response> = contact,
) {
  return route(
    new Request(`${site.url}/api/contact`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: client, ...headers },
    }),
  );
}

describe('form route checks before counting', () => {
  beforeEach(() => {
    vi.mocked(sendEntry).mockClear();
  });

  it('20 cross-site text/plain posts lock nobody out: the next valid contact is sent', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i += 1) {
      const junk = await post(client, 'x', {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(junk.status).toBe(403);
      expect((await post(client, 'x', { 'content-type': 'text/plain' })).status).toBe(400);
    }
    const sent = await post(client, JSON.stringify(valid), {
      origin: site.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(sent.status).toBe(201);
    expect(sendEntry).toHaveBeenCalledTimes(1);
  });

  it('refuses a cross-site send before anything else, even a valid one', async () => {
    const refused = await post(newClient(), JSON.stringify(valid), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'forbidden' });
    expect(sendEntry).not.toHaveBeenCalled();
  });

  it('counts well-formed sends per socket address, whatever X-Forwarded-For claims', async () => {
    const [first, second] = [newClient(), newClient()];
    for (let i = 0; i < 20; i += 1)
      expect((await post(first, '{}', { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(400);
    const limited = await post(first, JSON.stringify(valid), {
      'x-forwarded-for': '198.51.100.99',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(second, JSON.stringify(valid))).status).toBe(201);
  });

  it('gives each form its own budget: contact messages do not use up quote requests', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i += 1) expect((await post(client, '{}')).status).toBe(400);
    expect((await post(client, JSON.stringify(valid))).status).toBe(429);
    const models = JSON.stringify([{ id: 62, name: 'Adrián Molina' }]);
    const asked = await post(client, JSON.stringify({ ...valid, models }), {}, quote);
    expect(asked.status).toBe(201);
  });
});

describe('idempotency keys', () => {
  beforeEach(() => {
    vi.mocked(sendEntry).mockClear();
  });

  it('stores a double-clicked or retried send once, answering the retry as sent', async () => {
    const key = { 'idempotency-key': 'k'.repeat(32) };
    const client = newClient();
    const first = await post(client, JSON.stringify(valid), key);
    const again = await post(client, JSON.stringify(valid), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(sendEntry).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendEntry).mock.calls[0]?.[2]).toBe('k'.repeat(32));
  });

  it('lets a retry after a failed send go on to the panel with the same key', async () => {
    vi.mocked(sendEntry).mockRejectedValueOnce(new Error('timeout'));
    const key = { 'idempotency-key': 'f'.repeat(32) };
    expect((await post(newClient(), JSON.stringify(valid), key)).status).toBe(502);
    expect((await post(newClient(), JSON.stringify(valid), key)).status).toBe(201);
    expect(vi.mocked(sendEntry).mock.calls.map((call) => call[2])).toEqual([
      'f'.repeat(32),
      'f'.repeat(32),
    ]);
  });

  it('answers 409 while the same send is still running, and refuses malformed keys', async () => {
    let finish = () => undefined as unknown;
    vi.mocked(sendEntry).mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({ id: 2 }))),
    );
    const key = { 'idempotency-key': 'p'.repeat(32) };
    const running = post(newClient(), JSON.stringify(valid), key);
    await vi.waitFor(() => expect(sendEntry).toHaveBeenCalledTimes(1));
    const meanwhile = await post(newClient(), JSON.stringify(valid), key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get('retry-after')).toBe('5');
    finish();
    expect((await running).status).toBe(201);
    expect(
      (await post(newClient(), JSON.stringify(valid), { 'idempotency-key': 'short' })).status,
    ).toBe(400);
  });
});

describe('a stop', () => {
  it('answers a send still running when the grace ends 503, and lets its retry through at once', async () => {
    vi.mocked(sendEntry).mockClear();
    vi.mocked(sendEntry).mockImplementationOnce(() => new Promise(() => undefined));
    const key = { 'idempotency-key': 's'.repeat(32) };
    const running = post(newClient(), JSON.stringify(valid), key);
    await vi.waitFor(() => expect(sendEntry).toHaveBeenCalledTimes(1));
    stopState().expire();
    const stopped = await running;
    expect([stopped.status, await stopped.json()]).toEqual([503, { error: 'shutting_down' }]);
    expect(stopped.headers.get('retry-after')).toBe('10');
    // On a server started again (or another instance), the retry is sent, not answered 409.
    restartServer();
    expect((await post(newClient(), JSON.stringify(valid), key)).status).toBe(201);
    expect(sendEntry).toHaveBeenCalledTimes(2);
  });
});

describe('concurrency cap', () => {
  it('answers 503 with Retry-After past the slots, without counting, and frees them after', async () => {
    let finish = () => undefined as unknown;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const route = formRoute({
      kind: 'application',
      body: 'multipart',
      maxBytes: 1000,
      slots: createSlots(1),
      send,
    });
    const upload = () =>
      route(
        new Request(`${site.url}/api/x`, {
          method: 'POST',
          body: 'x',
          headers: {
            'content-type': 'multipart/form-data; boundary=b',
            [SOCKET_ADDRESS_HEADER]: '192.0.2.9',
          },
        }),
      );
    const first = upload();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const busy = await upload();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    finish();
    expect((await first).status).toBe(201);
    const next = upload();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    finish();
    expect((await next).status).toBe(201);
  });
});
