import type { APIRequestContext } from '@playwright/test';

import { E2E } from './env';

// The e2e back-end's test controls (BACKEND_TEST_CONTROLS=1): outage, token expiry, call counts,
// drifted answers.
export async function setOutage(request: APIRequestContext, down: boolean) {
  const response = await request.post(`${E2E.backendUrl}/__control/outage`, { data: { down } });
  if (!response.ok()) throw new Error(`outage control answered ${response.status()}`);
}

export async function expireTokens(request: APIRequestContext) {
  const response = await request.post(`${E2E.backendUrl}/__control/expire-tokens`);
  if (!response.ok()) throw new Error(`expire-tokens control answered ${response.status()}`);
}

export async function resetStats(request: APIRequestContext) {
  await request.post(`${E2E.backendUrl}/__control/stats/reset`);
}

/**
 * Calls the back-end received per route since the last reset, summed over routes containing `part`.
 */
export async function callsTo(request: APIRequestContext, part: string): Promise<number> {
  const stats = (await (await request.get(`${E2E.backendUrl}/__control/stats`)).json()) as Record<
    string,
    number
  >;
  return Object.entries(stats)
    .filter(([route]) => route.includes(part))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** Profile paths listed on a page, in order. */
export async function profileLinks(
  request: APIRequestContext,
  listPath: string,
): Promise<string[]> {
  const html = await (await request.get(listPath)).text();
  return [
    ...new Set(
      [
        ...html.matchAll(/href="(\/(?:en\/)?(?:models|modelos|talents|talentos)\/\d+\/[^"]+)"/g),
      ].map((m) => m[1] ?? ''),
    ),
  ];
}

export type DriftMode = 'records' | 'html' | 'truncated' | 'content-type';

/**
 * Makes the back-end answer its reads as a drifted API would (backend/src/control/drift.ts), for
 * one API or both; null answers as documented again.
 */
export async function setDrift(
  request: APIRequestContext,
  mode: DriftMode | null,
  api?: 'integration' | 'panel',
) {
  const response = await request.post(`${E2E.backendUrl}/__control/drift`, {
    data: { mode, api },
  });
  if (!response.ok()) throw new Error(`drift control answered ${response.status()}`);
}
