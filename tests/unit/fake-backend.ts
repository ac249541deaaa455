import { vi } from 'vitest';

import { log } from '@/lib/log/log.mjs';

type Answer = Response | { json: unknown } | (() => Response | { json: unknown });

/**
 * Stubs fetch as both back-ends would answer it: sign-in and login give a token, and each other
 * call answers what `answers` holds for its path (matched on the end of the URL's path, the most
 * specific first). The real clients then read the answers as they would in production.
 */
export function fakeBackend(answers: Record<string, Answer>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    if (url.pathname.endsWith('/api/signin')) return jsonResponse({ access_token: 'token' });
    if (url.pathname.endsWith('/api/login')) return jsonResponse({ token: 'token' });
    const path = Object.keys(answers)
      .sort((a, b) => b.length - a.length)
      .find((key) => url.pathname.endsWith(key));
    const answer = path === undefined ? { json: { message: 'Not found.' } } : answers[path];
    const value = typeof answer === 'function' ? answer() : answer;
    if (value instanceof Response) return value;
    return jsonResponse(value?.json, path === undefined ? 404 : 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The drift lines logged (lib/api-client/drift.ts) while `run` ran. */
export async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(log('drift'), 'warn').mockImplementation(() => undefined);
  try {
    await run();
    return spy.mock.calls.map((call) => String(call[0]));
  } finally {
    spy.mockRestore();
  }
}
