import { ceilingUrl } from '../ceiling.mjs';
import { backendCalls, resetBackendCalls } from '../faults.mjs';
import { loadTest } from '../load.mjs';

// A share to a tenth of a point, rounded down: rounded to whole points, a page at 39.97 % read
// "40 %" beside a missed 40 % budget.
const pct = (share) => `${(Math.floor(share * 1000) / 10).toFixed(1)} %`;
const percent = (share) => `${Math.round(share * 100)} %`;

// Serving from the cache, as a share of the ceiling page's requests per second in the same run.
const BUDGETS = {
  shareOfCeiling: 0.4,
  bigListShareOfCeiling: 0.08,
  p99Ms: 150,
  rssBytes: 300 * 2 ** 20,
};

/** autocannon on the ceilings, then each load-tested page, one after another in the same run. */
export const load = {
  name: 'load',
  title: 'requests/s of cached pages as a share of the ceiling page, latency, CPU and memory',
  async run({ pages, siteUrl, backendUrl, ceilings, servers }) {
    const byPath = {};
    for (const name of ['bare', 'proxied']) {
      byPath[`ceiling:${name}`] = await loadTest(ceilingUrl(name), ceilings.pids[name]);
      log(`ceiling (${name})`, byPath[`ceiling:${name}`]);
    }
    await resetBackendCalls(backendUrl);
    for (const page of pages.filter((p) => p.load)) {
      byPath[page.path] = await loadTest(`${siteUrl}${page.path}`, servers.sitePid);
      log(page.path, byPath[page.path]);
    }
    return { byPath, backendCallsUnderLoad: await backendCalls(backendUrl) };
  },
  render({ result }) {
    const share = shares(result);
    const lines = [
      'autocannon, 20 connections, 15 s, `Accept-Encoding: gzip, deflate, br`.',
      '',
      '| path | req/s | share of ceiling | p50 | p99 | server CPU per request | non-2xx | peak server RSS |',
      '|---|---|---|---|---|---|---|---|',
    ];
    for (const [path, l] of Object.entries(result.byPath)) {
      const name = path.startsWith('ceiling:')
        ? `**${path === 'ceiling:bare' ? 'ceiling' : 'ceiling behind a no-op proxy'}**`
        : `\`${path}\``;
      lines.push(
        `| ${name} | ${l.requestsPerSecond} | ${pct(share[path])} | ${l.p50Ms} ms | ${l.p99Ms} ms | ${l.cpuMsPerRequest?.toFixed(2) ?? '?'} ms | ${l.non2xx} | ${(l.peakRssBytes / 2 ** 20).toFixed(0)} MB |`,
      );
    }
    const bare = result.byPath['ceiling:bare'];
    const proxied = result.byPath['ceiling:proxied'];
    if (bare && proxied)
      lines.push(
        '',
        `Running a proxy at all costs a cached page ${(proxied.cpuMsPerRequest - bare.cpuMsPerRequest).toFixed(2)} ms of server CPU per request (${bare.requestsPerSecond} → ${proxied.requestsPerSecond} req/s on the ceiling page); the site's proxy does its routing on top of that.`,
      );
    const calls = Object.entries(result.backendCallsUnderLoad ?? {});
    lines.push(
      '',
      `Back-end calls during the load runs: ${calls.length ? calls.map(([route, n]) => `${route} ×${n}`).join(', ') : 'none'}.`,
      '',
    );
    return lines;
  },
  budgets({ result, pages }) {
    const share = shares(result);
    const loaded = pages
      .filter((p) => p.load && result.byPath[p.path])
      .map((page) => ({ page, l: result.byPath[page.path], share: share[page.path] }));
    const regular = loaded.filter(({ page }) => !page.bigList);
    const big = loaded.filter(({ page }) => page.bigList);
    const lowest = (rows) => rows.reduce((w, r) => (r.share < w.share ? r : w), rows[0]);
    const slowest = regular.reduce((w, r) => (r.l.p99Ms > w.l.p99Ms ? r : w), regular[0]);
    const calls = Object.values(result.backendCallsUnderLoad ?? {}).reduce(
      (a, n) => a + Number(n),
      0,
    );
    const peak = Math.max(...loaded.map(({ l }) => l.peakRssBytes));
    return [
      [
        `home, lists, profile, news list, post ≥ ${percent(BUDGETS.shareOfCeiling)} of the ceiling's req/s`,
        regular.every((r) => r.share >= BUDGETS.shareOfCeiling),
        `worst ${pct(lowest(regular).share)} (${lowest(regular).page.path})`,
      ],
      [
        `p99 ≤ ${BUDGETS.p99Ms} ms at 20 connections (the same pages)`,
        regular.every((r) => r.l.p99Ms <= BUDGETS.p99Ms),
        `worst ${slowest.l.p99Ms} ms (${slowest.page.path})`,
      ],
      [
        `1000-card list ≥ ${percent(BUDGETS.bigListShareOfCeiling)} of the ceiling's req/s`,
        big.every((r) => r.share >= BUDGETS.bigListShareOfCeiling),
        `worst ${pct(lowest(big).share)}`,
      ],
      [
        'zero non-2xx under load',
        loaded.every(({ l }) => l.non2xx === 0),
        `worst ${Math.max(...loaded.map(({ l }) => l.non2xx))}`,
      ],
      ['no back-end call during the load runs', calls === 0, `${calls} call(s)`],
      ['server RSS ≤ 300 MB', peak <= BUDGETS.rssBytes, `worst ${(peak / 2 ** 20).toFixed(0)} MB`],
    ];
  },
};

/** Each load-tested path's requests/s as a share of the bare ceiling page's, in the same run. */
export function shares(result) {
  const ceiling = result.byPath['ceiling:bare']?.requestsPerSecond ?? 0;
  return Object.fromEntries(
    Object.entries(result.byPath).map(([path, l]) => [
      path,
      ceiling ? l.requestsPerSecond / ceiling : 0,
    ]),
  );
}

function log(name, result) {
  console.log(
    `[bench] load ${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, ${result.cpuMsPerRequest?.toFixed(2)} ms CPU/request`,
  );
}
