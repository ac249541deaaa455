/**
 * 200 concurrent requests for one profile nobody has asked for yet: every one must be answered,
 * and the back-end should see a handful of calls, not hundreds.
 */
export async function concurrentProfileCalls(siteUrl, backendUrl) {
  const html = await (await fetch(`${siteUrl}/en/models`)).text();
  const links = [...html.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)].map((m) => m[1]);
  const path = links.at(-1);
  if (!path) throw new Error('no profile link on /en/models');
  await fetch(`${backendUrl}/__control/stats/reset`, { method: 'POST' });
  const statuses = await Promise.all(Array.from({ length: 200 }, () => fetch(`${siteUrl}${path}`).then((r) => r.status, () => 0)));
  const stats = await (await fetch(`${backendUrl}/__control/stats`)).json();
  const profileCalls = Object.entries(stats)
    .filter(([route]) => route.includes('talent/profile'))
    .reduce((sum, [, count]) => sum + Number(count), 0);
  return { path, requests: 200, ok: statuses.filter((s) => s === 200).length, backendProfileCalls: profileCalls };
}
