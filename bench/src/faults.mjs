/** Clears the back-end's call counts (its test controls). */
export async function resetBackendCalls(backendUrl) {
  await fetch(`${backendUrl}/__control/stats/reset`, { method: 'POST' });
}

/** Calls the back-end received since the last reset, per route. */
export async function backendCalls(backendUrl) {
  return await (await fetch(`${backendUrl}/__control/stats`)).json();
}

/**
 * 200 concurrent requests for one profile nobody has asked for yet: every one must be answered,
 * and the back-end should see a handful of calls, not hundreds.
 */
export async function concurrentProfileCalls(siteUrl, backendUrl) {
  const html = await (await fetch(`${siteUrl}/en/models`)).text();
  const links = [...html.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)].map((m) => m[1]);
  const path = links.at(-1);
  if (!path) throw new Error('no profile link on /en/models');
  await resetBackendCalls(backendUrl);
  const statuses = await Promise.all(
    Array.from({ length: 200 }, () =>
      fetch(`${siteUrl}${path}`).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  const stats = await backendCalls(backendUrl);
  const profileCalls = Object.entries(stats)
    .filter(([route]) => route.includes('talent/profile'))
    .reduce((sum, [, count]) => sum + Number(count), 0);
  return {
    path,
    requests: 200,
    ok: statuses.filter((s) => s === 200).length,
    backendProfileCalls: profileCalls,
  };
}
