import { driftAnswer, type Json } from './drift-records.js';

// A test control (BACKEND_TEST_CONTROLS=1): answers as a real API drifts after a change nobody
// announced, so the site's tolerant reading can be tested end to end. In `records` mode, one
// record in seven of each list (ids with id % 7 === 3) and every single record (a profile, a post)
// comes back in plausible variants of its documented shape, and each list gains a record that
// cannot be shown; in the other modes every read answers what it does not claim to be.

export const DRIFT_MODES = ['records', 'html', 'truncated', 'content-type'] as const;
export type DriftMode = (typeof DRIFT_MODES)[number];
export type DriftApi = 'integration' | 'panel';

/** The reads of an API (not its sign-in, entries or zips), with the path below the API's base. */
export function driftedRead(method: string, path: string): { api: DriftApi; route: string } | null {
  const match = /^\/(integration|panel)(\/api\/.*)$/.exec(path);
  if (!match) return null;
  const [, api, route = ''] = match;
  const read = method === 'GET' || route === '/api/talents';
  return read ? { api: api as DriftApi, route } : null;
}

/** The answer as the given mode drifts it; answers other than a JSON 2xx pass as they are. */
export async function driftResponse(mode: DriftMode, route: string, res: Response) {
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) return res;
  const text = await res.text();
  const answer = (type: string, body: string) =>
    new Response(body, { status: res.status, headers: { 'Content-Type': type } });
  if (mode === 'html')
    return answer(
      'text/html; charset=UTF-8',
      '<!doctype html><html><head><title>503</title></head><body><h1>Service temporarily unavailable</h1></body></html>',
    );
  if (mode === 'truncated') return answer('application/json', text.slice(0, text.length / 2));
  if (mode === 'content-type') return answer('text/html; charset=UTF-8', text);
  return answer('application/json', JSON.stringify(driftAnswer(route, JSON.parse(text) as Json)));
}
