import { BUDGETS } from './budgets.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? '✅ met' : '❌ missed');

/** bench/report.md: the figures per page and every budget marked met or missed. */
export function renderReport(report, siteUrl) {
  const lines = [`# Benchmark report`, '', `Run ${report.date} on ${siteUrl} (production build, back-end seeded with 1000 talents and 60 posts).`, ''];
  const m = report.machine;
  if (m) {
    const indexes = Object.values(report.lighthouse).map((lh) => lh.benchmarkIndex).filter(Boolean);
    lines.push(
      `Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; Lighthouse benchmarkIndex ${indexes.length ? Math.round(Math.min(...indexes)) : '?'}–${indexes.length ? Math.round(Math.max(...indexes)) : '?'}.`,
      `Lighthouse multiplies the main-thread time it observes by 4 (its default mobile CPU throttling), so TBT and performance scale with this machine's speed.`,
      `Of each page's first-load JavaScript, ${kb(m.frameworkJsGzip)} gzip is the framework every page loads first (React and the Next.js runtime: the build manifest's rootMainFiles).`,
      '',
    );
  }
  lines.push('## Lighthouse 12 (mobile, simulated throttling) and sizes', '');
  lines.push('| page | path | perf | a11y | best pr. | SEO | LCP | TBT | CLS | main thread | script eval | weight | HTML gzip | first-load JS gzip |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of report.pages) {
    const lh = report.lighthouse[`${siteUrl}${page.path}`] ?? {};
    const size = report.sizes[page.path] ?? {};
    lines.push(
      `| ${page.kind} | \`${page.path}\` | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.lcpMs} ms | ${lh.tbtMs} ms | ${lh.cls?.toFixed(3)} | ${lh.mainThreadMs ?? '?'} ms | ${lh.scriptBootupMs ?? '?'} ms | ${kb(lh.totalByteWeight ?? 0)} | ${kb(size.htmlGzip ?? 0)} | ${kb(size.firstLoadJsGzip ?? 0)} |`,
    );
  }
  lines.push('', '## Load (autocannon, 20 connections, 15 s)', '', '| path | req/s | p50 | p99 | non-2xx | peak site RSS |', '|---|---|---|---|---|---|');
  for (const [path, load] of Object.entries(report.load)) {
    lines.push(`| \`${path}\` | ${load.requestsPerSecond} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.non2xx} | ${(load.peakRssBytes / 1048576).toFixed(0)} MB |`);
  }
  const f = report.faults;
  lines.push('', '## 200 concurrent requests to one uncached profile', '', `\`${f.path}\`: ${f.ok}/${f.requests} answered 200; the back-end saw ${f.backendProfileCalls} profile call(s).`, '');
  lines.push('## Budgets', '', '| budget | result |', '|---|---|', ...budgetRows(report, siteUrl).map(([name, ok, detail]) => `| ${name} | ${mark(ok)} (${detail}) |`), '');
  return `${lines.join('\n')}\n`;
}

export function budgetRows(report, siteUrl) {
  const lh = report.pages.map((page) => ({ page, ...(report.lighthouse[`${siteUrl}${page.path}`] ?? {}) }));
  const worst = (key, dir) => lh.reduce((w, r) => (dir * (r[key] ?? Infinity) > dir * (w[key] ?? Infinity) ? r : w), lh[0]);
  const minOf = (key) => worst(key, -1);
  const maxOf = (key) => worst(key, 1);
  const lists = report.pages.filter((p) => p.list).map((p) => report.sizes[p.path]?.firstLoadJsGzip ?? Infinity);
  const bigLists = report.pages.filter((p) => p.bigList).map((p) => report.sizes[p.path]?.htmlGzip ?? Infinity);
  const loads = Object.values(report.load);
  const row = (name, value, ok, unit = '') => [name, ok, `worst ${value}${unit}`];
  return [
    row('Lighthouse performance ≥ 95', minOf('performance').performance, minOf('performance').performance >= BUDGETS.performance),
    row('accessibility 100', minOf('accessibility').accessibility, minOf('accessibility').accessibility >= BUDGETS.accessibility),
    row('best practices 100', minOf('bestPractices').bestPractices, minOf('bestPractices').bestPractices >= BUDGETS.bestPractices),
    row('SEO 100', minOf('seo').seo, minOf('seo').seo >= BUDGETS.seo),
    row('CLS ≤ 0.02', maxOf('cls').cls?.toFixed(3), maxOf('cls').cls <= BUDGETS.cls),
    row('TBT ≤ 150 ms', maxOf('tbtMs').tbtMs, maxOf('tbtMs').tbtMs <= BUDGETS.tbtMs, ' ms'),
    row('first-load JS ≤ 150 KB gzip on list pages', kb(Math.max(...lists)), Math.max(...lists) <= BUDGETS.listFirstLoadJsGzip),
    row('1000-talent list HTML ≤ 200 KB gzip', kb(Math.max(...bigLists)), Math.max(...bigLists) <= BUDGETS.bigListHtmlGzip),
    row('zero non-2xx under load', Math.max(...loads.map((l) => l.non2xx)), loads.every((l) => l.non2xx === BUDGETS.non2xx)),
    row('server RSS ≤ 300 MB', `${(Math.max(...loads.map((l) => l.peakRssBytes)) / 1048576).toFixed(0)}`, loads.every((l) => l.peakRssBytes <= BUDGETS.rssBytes), ' MB'),
  ];
}
