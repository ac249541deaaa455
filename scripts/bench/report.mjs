import { BUDGETS } from './budgets.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? '✅ met' : '❌ missed');
const pct = (share) => `${Math.round(share * 100)} %`;

/** Each load-tested path's requests/s as a share of the bare ceiling page's, in the same run. */
export function shares(report) {
  const ceiling = report.load['ceiling:bare']?.requestsPerSecond ?? 0;
  return Object.fromEntries(
    Object.entries(report.load).map(([path, load]) => [
      path,
      ceiling ? load.requestsPerSecond / ceiling : 0,
    ]),
  );
}

/** bench/report.md: the figures per page and every budget marked met or missed. */
export function renderReport(report, siteUrl) {
  const lines = [
    `# Benchmark report`,
    '',
    `Run ${report.date} on ${siteUrl} (production build, back-end seeded with 1500 talents (1000 on the models list) and 60 posts; pages revalidate after an hour, longer than the run).`,
    '',
  ];
  const m = report.machine;
  if (m) {
    const indexes = Object.values(report.lighthouse)
      .map((lh) => lh.benchmarkIndex)
      .filter(Boolean);
    lines.push(
      `Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; Lighthouse benchmarkIndex ${indexes.length ? Math.round(Math.min(...indexes)) : '?'}–${indexes.length ? Math.round(Math.max(...indexes)) : '?'}.`,
      `Lighthouse multiplies the main-thread time it observes by 4 (its default mobile CPU throttling), so TBT and performance scale with this machine's speed.`,
      `Of each page's first-load JavaScript, ${kb(m.frameworkJsGzip)} gzip is the framework every page loads first (React and the Next.js runtime: the build manifest's rootMainFiles).`,
      `The ceiling is a trivial prerendered page built and served by the same Next version (bench/ceiling); its figures come from the same run as the site's.`,
      '',
    );
  }
  lines.push('## Lighthouse 12 (mobile, simulated throttling) and sizes', '');
  lines.push(
    'Each page was measured in several runs in turn; its figures are those of its median run by performance (every run\'s score in brackets). "Scripts before paint" is, for each run, how many KB of JavaScript had finished downloading before the page\'s observed largest paint: Lighthouse\'s simulation puts them on the LCP path, so it tells a run whose page painted before its scripts arrived (0) from one that did not (docs/architecture.md, "Reading Lighthouse\'s LCP").',
    '',
  );
  lines.push(
    '| page | path | perf | a11y | best pr. | SEO | LCP | TBT | scripts before paint | CLS | main thread | script eval | weight | HTML gzip | first-load JS gzip |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const ceilingLh = report.lighthouse[report.ceilingUrl];
  if (ceilingLh) lines.push(lighthouseRow('**ceiling**', '(bench/ceiling)', ceilingLh, {}));
  for (const page of report.pages) {
    lines.push(
      lighthouseRow(
        page.kind,
        `\`${page.path}\``,
        report.lighthouse[`${siteUrl}${page.path}`] ?? {},
        report.sizes[page.path] ?? {},
      ),
    );
  }
  if (report.applied) lines.push(...appliedSection(report, siteUrl));
  const share = shares(report);
  lines.push('', '## Load (autocannon, 20 connections, 15 s, `Accept-Encoding: gzip`)', '');
  lines.push(
    '| path | req/s | share of ceiling | p50 | p99 | server CPU per request | non-2xx | peak server RSS |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const [path, load] of Object.entries(report.load)) {
    const name = path.startsWith('ceiling:')
      ? `**${path.replace('ceiling:bare', 'ceiling').replace('ceiling:proxied', 'ceiling behind a no-op proxy')}**`
      : `\`${path}\``;
    lines.push(
      `| ${name} | ${load.requestsPerSecond} | ${pct(share[path])} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.cpuMsPerRequest?.toFixed(2) ?? '?'} ms | ${load.non2xx} | ${(load.peakRssBytes / 1048576).toFixed(0)} MB |`,
    );
  }
  const bare = report.load['ceiling:bare'];
  const proxied = report.load['ceiling:proxied'];
  if (bare && proxied) {
    lines.push(
      '',
      `Running a proxy at all costs a cached page ${(proxied.cpuMsPerRequest - bare.cpuMsPerRequest).toFixed(2)} ms of server CPU per request ` +
        `(${bare.requestsPerSecond} → ${proxied.requestsPerSecond} req/s on the ceiling page); the site's proxy does its routing on top of that.`,
    );
  }
  const calls = Object.entries(report.backendCallsUnderLoad ?? {});
  lines.push(
    '',
    `Back-end calls during the load runs: ${calls.length ? calls.map(([route, n]) => `${route} ×${n}`).join(', ') : 'none'}.`,
  );
  const f = report.faults;
  lines.push(
    '',
    '## 200 concurrent requests to one uncached profile',
    '',
    `\`${f.path}\`: ${f.ok}/${f.requests} answered 200; the back-end saw ${f.backendProfileCalls} profile call(s).`,
    '',
  );
  const filters = report.filters;
  if (filters) {
    lines.push(
      `## Filtering a list in the browser`,
      '',
      `\`${filters.path}\` with ${filters.cards} cards, ${filters.changes} filter changes per rate (search, hair, height), time from the input event, in ms (median / 95th percentile); load average ${filters.loadAverage.join(', ')}.`,
      '',
      '| CPU | to end of event | to end of style and layout | to next frame | main-thread CPU |',
      '|---|---|---|---|---|',
      ...['x1', 'x4']
        .filter((rate) => filters[rate])
        .map((rate) => {
          const r = filters[rate];
          const cell = (m) => `${m.median} / ${m.p95}`;
          return `| ${rate === 'x1' ? 'unthrottled' : '×4 throttling'} | ${cell(r.scriptMs)} | ${cell(r.layoutMs)} | ${cell(r.frameMs)} | ${cell(r.cpuMs)} |`;
        }),
      '',
    );
  }
  lines.push(
    '## Budgets',
    '',
    '| budget | result |',
    '|---|---|',
    ...budgetRows(report, siteUrl).map(
      ([name, ok, detail]) => `| ${name} | ${mark(ok)} (${detail}) |`,
    ),
    '',
  );
  return `${lines.join('\n')}\n`;
}

/** The pages loaded for real over the throttled link, beside the ceiling (runAppliedThrottling). */
function appliedSection(report, siteUrl) {
  const row = (kind, path, r) =>
    `| ${kind} | ${path} | ${r.performance} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.ttiMs} ms |`;
  const ceiling = report.applied[report.ceilingUrl];
  return [
    '',
    '## Lighthouse 12 (mobile, applied throttling)',
    '',
    "The ceiling and one page of each kind, once each, loaded by Chromium over the link and CPU the simulation above only models (562.5 ms per request, 1.47 Mbit/s, CPU ×4): observed paints, not predicted ones. The simulation counts every script that had arrived before the unthrottled paint as needed for the largest paint; these runs show when the throttled browser painted. Informative: the budgets below are the simulated runs'.",
    '',
    '| page | path | perf | FCP | LCP | TBT | TTI |',
    '|---|---|---|---|---|---|---|',
    ...(ceiling ? [row('**ceiling**', '(bench/ceiling)', ceiling)] : []),
    ...report.pages
      .filter((page) => report.applied[`${siteUrl}${page.path}`])
      .map((page) => row(page.kind, `\`${page.path}\``, report.applied[`${siteUrl}${page.path}`])),
  ];
}

function lighthouseRow(kind, path, lh, size) {
  const runs = lh.runs?.length > 1 ? ` (${lh.runs.map((run) => run.performance).join('/')})` : '';
  return `| ${kind} | ${path} | ${lh.performance}${runs} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.lcpMs} ms | ${lh.tbtMs} ms | ${scriptsBeforePaint(lh)} | ${lh.cls?.toFixed(3)} | ${lh.mainThreadMs ?? '?'} ms | ${lh.scriptBootupMs ?? '?'} ms | ${kb(lh.totalByteWeight ?? 0)} | ${size.htmlGzip ? kb(size.htmlGzip) : '–'} | ${size.firstLoadJsGzip ? kb(size.firstLoadJsGzip) : '–'} |`;
}

function scriptsBeforePaint(lh) {
  const each = (lh.runs ?? []).map((run) => run.scriptKbBeforePaint ?? '?');
  return each.length ? `${each.join('/')} KB` : '?';
}

export function budgetRows(report, siteUrl) {
  const lh = report.pages.map((page) => ({
    page,
    ...(report.lighthouse[`${siteUrl}${page.path}`] ?? {}),
  }));
  const ceiling = report.lighthouse[report.ceilingUrl] ?? {};
  const worst = (key, dir) =>
    lh.reduce((w, r) => (dir * (r[key] ?? Infinity) > dir * (w[key] ?? Infinity) ? r : w), lh[0]);
  const minOf = (key) => worst(key, -1);
  const maxOf = (key) => worst(key, 1);
  const lists = report.pages
    .filter((p) => p.list)
    .map((p) => report.sizes[p.path]?.firstLoadJsGzip ?? Infinity);
  const bigLists = report.pages
    .filter((p) => p.bigList)
    .map((p) => report.sizes[p.path]?.htmlGzip ?? Infinity);
  const share = shares(report);
  const loaded = report.pages
    .filter((p) => p.load)
    .map((p) => ({ page: p, load: report.load[p.path], share: share[p.path] ?? 0 }));
  const regular = loaded.filter(({ page }) => !page.bigList);
  const big = loaded.filter(({ page }) => page.bigList);
  const siteLoads = loaded.map(({ load }) => load);
  const worstShare = (rows) => rows.reduce((w, r) => (r.share < w.share ? r : w), rows[0]);
  const calls = Object.values(report.backendCallsUnderLoad ?? {}).reduce(
    (sum, n) => sum + Number(n),
    0,
  );
  const row = (name, value, ok, unit = '') => [name, ok, `worst ${value}${unit}`];
  const lowShare = worstShare(regular);
  const lowBig = worstShare(big);
  const slowest = regular.reduce((w, r) => (r.load.p99Ms > w.load.p99Ms ? r : w), regular[0]);
  return [
    row(
      `home, lists, profile, news list, post ≥ ${pct(BUDGETS.shareOfCeiling)} of the ceiling's req/s`,
      `${pct(lowShare.share)} (${lowShare.page.path})`,
      regular.every((r) => r.share >= BUDGETS.shareOfCeiling),
    ),
    row(
      `p99 ≤ ${BUDGETS.p99Ms} ms at 20 connections (the same pages)`,
      `${slowest.load.p99Ms} ms (${slowest.page.path})`,
      regular.every((r) => r.load.p99Ms <= BUDGETS.p99Ms),
    ),
    row(
      `1000-card list ≥ ${pct(BUDGETS.bigListShareOfCeiling)} of the ceiling's req/s`,
      pct(lowBig.share),
      big.every((r) => r.share >= BUDGETS.bigListShareOfCeiling),
    ),
    row(
      'zero non-2xx under load',
      Math.max(...siteLoads.map((l) => l.non2xx)),
      siteLoads.every((l) => l.non2xx === BUDGETS.non2xx),
    ),
    [
      'no back-end call during the load runs',
      calls === BUDGETS.backendCallsUnderLoad,
      `${calls} call(s)`,
    ],
    row(
      `performance within ${BUDGETS.performanceBelowCeiling} points of the ceiling's (${ceiling.performance})`,
      `${minOf('performance').performance} (${minOf('performance').page.path})`,
      minOf('performance').performance >=
        (ceiling.performance ?? 100) - BUDGETS.performanceBelowCeiling,
    ),
    row(
      `LCP ≤ ${BUDGETS.lcpMs} ms`,
      `${maxOf('lcpMs').lcpMs} ms (${maxOf('lcpMs').page.path})`,
      maxOf('lcpMs').lcpMs <= BUDGETS.lcpMs,
    ),
    row(
      `TBT ≤ ${BUDGETS.tbtTimesCeiling} × the ceiling's (${ceiling.tbtMs} ms)`,
      `${maxOf('tbtMs').tbtMs} ms (${maxOf('tbtMs').page.path})`,
      maxOf('tbtMs').tbtMs <= BUDGETS.tbtTimesCeiling * (ceiling.tbtMs ?? 0),
    ),
    row(
      `Lighthouse performance ≥ ${BUDGETS.performance}`,
      minOf('performance').performance,
      minOf('performance').performance >= BUDGETS.performance,
    ),
    row(
      `TBT ≤ ${BUDGETS.tbtMs} ms`,
      maxOf('tbtMs').tbtMs,
      maxOf('tbtMs').tbtMs <= BUDGETS.tbtMs,
      ' ms',
    ),
    row(
      'accessibility 100',
      minOf('accessibility').accessibility,
      minOf('accessibility').accessibility >= BUDGETS.accessibility,
    ),
    row(
      'best practices 100',
      minOf('bestPractices').bestPractices,
      minOf('bestPractices').bestPractices >= BUDGETS.bestPractices,
    ),
    row('SEO 100', minOf('seo').seo, minOf('seo').seo >= BUDGETS.seo),
    row(`CLS ≤ ${BUDGETS.cls}`, maxOf('cls').cls?.toFixed(3), maxOf('cls').cls <= BUDGETS.cls),
    row(
      'first-load JS ≤ 150 KB gzip on list pages',
      kb(Math.max(...lists)),
      Math.max(...lists) <= BUDGETS.listFirstLoadJsGzip,
    ),
    row(
      '1000-talent list HTML ≤ 200 KB gzip',
      kb(Math.max(...bigLists)),
      Math.max(...bigLists) <= BUDGETS.bigListHtmlGzip,
    ),
    ...(report.filters
      ? [
          row(
            `filtering ${report.filters.cards} cards shows within ${BUDGETS.filterFrameMs} ms (median, unthrottled)`,
            report.filters.x1.frameMs.median,
            report.filters.x1.frameMs.median <= BUDGETS.filterFrameMs,
            ' ms',
          ),
        ]
      : []),
    row(
      'server RSS ≤ 300 MB',
      `${(Math.max(...siteLoads.map((l) => l.peakRssBytes)) / 1048576).toFixed(0)}`,
      siteLoads.every((l) => l.peakRssBytes <= BUDGETS.rssBytes),
      ' MB',
    ),
  ];
}
