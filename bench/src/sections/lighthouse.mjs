import * as chromeLauncher from 'chrome-launcher';

import { runPairs } from '../calibrated.mjs';
import { DEVICE_CLASSES, median } from '../devices.mjs';
import { audit, CHROME_FLAGS, isScored, MOBILE_NETWORK, round } from '../lighthouse.mjs';
import { benchSettings } from '../settings.mjs';
import { mainThreadTimes } from '../thread-time.mjs';

const { BENCH_LIGHTHOUSE_PAIRS: PAIRS, BENCH_LIGHTHOUSE_CLASSES } = benchSettings();
const CLASSES = BENCH_LIGHTHOUSE_CLASSES.split(',');

/**
 * Lighthouse 12 mobile (simulated throttling) at each device class, one page of each type, with
 * the bare ceiling page interleaved (bare, page, bare, page...) so each pair saw the same machine.
 * Reported, not judged: the simulation multiplies wall time, which on a busy 2-core host is mostly
 * waiting (docs/performance.md, "Wall time and CPU time"); the phone budgets are the phone
 * section's CPU time and the applied section's TBT. Accessibility, best practices, SEO and layout
 * shift do not depend on the CPU and stay judged here.
 * Each run's CPU slowdown comes from the host's benchmarkIndex measured just before it; the run
 * reports the index it saw itself, and a run whose emulated index strayed from its class (the
 * machine is shared) is made again, up to three times, keeping the closest. The ×4 class also
 * audits accessibility, best practices and SEO, which do not depend on the CPU.
 */
export const lighthouse = {
  name: 'lighthouse',
  title:
    'Lighthouse at device classes, simulated throttling (reported, not judged; accessibility, best practices, SEO and CLS judged)',
  async run({ pages, siteUrl, ceilingUrl, chromePath }) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const classes = {};
    // The host index every run saw, for the report.
    const seen = [];
    try {
      // A first run warms Chromium.
      await audit(ceilingUrl, chrome.port, settingsFor(4));
      for (const id of CLASSES) {
        const deviceClass = DEVICE_CLASSES.find((c) => c.id === id);
        if (!deviceClass) throw new Error(`BENCH_LIGHTHOUSE_CLASSES: no class ${id}`);
        const full = id === 'x4';
        const byPage = await runPairs({
          port: chrome.port,
          deviceClass,
          pages,
          siteUrl,
          ceilingUrl,
          pairs: PAIRS,
          settingsFor: (slowdown) => settingsFor(slowdown, full),
          summarize: ({ lhr, artifacts }, slowdown) => ({
            ...summarize(lhr, full),
            mainThreadCpuMs: cpuMs(artifacts, slowdown),
          }),
          onRun: (run) => seen.push(run.hostIndex),
          onPair: (path, { bare, page: measured }) =>
            console.log(
              `[bench] lighthouse ${id} ${path}: main thread ${measured.mainThreadMs} ms (bare ${bare.mainThreadMs}), its CPU time ${measured.mainThreadCpuMs} ms (bare ${bare.mainThreadCpuMs}), TBT ${measured.tbtMs} (bare ${bare.tbtMs}), score ${measured.performance} (bare ${bare.performance}), ×${measured.slowdown} at index ${measured.hostIndex}`,
            ),
        });
        classes[id] = Object.fromEntries(
          Object.entries(byPage).map(([path, pairs]) => [path, { pairs, ...medians(pairs) }]),
        );
      }
    } finally {
      await chrome.kill();
    }
    return { pairs: PAIRS, classes, hostIndexes: seen };
  },
  render: renderClasses,
  budgets: auditBudgets,
};

/**
 * The main thread's CPU time in the run's trace, slowed down as Lighthouse slows its wall time
 * (thread-time.mjs): what the page's own work would take on the class's CPU with no other thread
 * competing for it.
 */
function cpuMs(artifacts, slowdown) {
  const { cpuMs: cpu } = mainThreadTimes(artifacts.Trace);
  return cpu === null ? null : round(cpu * slowdown);
}

function settingsFor(slowdown, full = false) {
  return {
    onlyCategories: full
      ? ['performance', 'accessibility', 'best-practices', 'seo']
      : ['performance'],
    throttling: { ...MOBILE_NETWORK, cpuSlowdownMultiplier: slowdown },
  };
}

function summarize(lhr, full) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) =>
    lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : null;
  const groups = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.group,
      round(item.duration),
    ]),
  );
  return {
    performance: score('performance'),
    mainThreadMs: round(value('mainthread-work-breakdown')),
    scriptMs: round(value('bootup-time')),
    tbtMs: round(value('total-blocking-time')),
    lcpMs: round(value('largest-contentful-paint')),
    cls: value('cumulative-layout-shift'),
    groups,
    ...(full
      ? {
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          failedAudits: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
                isScored(lhr, a.id),
            )
            .map((a) => a.id),
        }
      : {}),
  };
}

/** Medians over the pairs, of the page's and the bare page's figures, and their ratios. */
function medians(pairs) {
  const of = (side, key) => median(pairs.map((pair) => pair[side][key]));
  const keys = [
    'mainThreadMs',
    'mainThreadCpuMs',
    'scriptMs',
    'tbtMs',
    'performance',
    'lcpMs',
    'cls',
    'emulatedIndex',
  ];
  const page = Object.fromEntries(keys.map((key) => [key, of('page', key)]));
  const bare = Object.fromEntries(keys.map((key) => [key, of('bare', key)]));
  for (const key of ['accessibility', 'bestPractices', 'seo']) {
    if (pairs[0].page[key] !== undefined)
      page[key] = Math.min(...pairs.map((pair) => pair.page[key]));
  }
  page.groups = Object.fromEntries(
    [...new Set(pairs.flatMap((pair) => Object.keys(pair.page.groups)))].map((group) => [
      group,
      median(pairs.map((pair) => pair.page.groups[group] ?? 0)),
    ]),
  );
  return {
    page,
    bare,
    mainThreadRatio: bare.mainThreadMs ? page.mainThreadMs / bare.mainThreadMs : null,
    mainThreadCpuRatio:
      bare.mainThreadCpuMs && page.mainThreadCpuMs !== null
        ? page.mainThreadCpuMs / bare.mainThreadCpuMs
        : null,
    tbtRatio: bare.tbtMs ? page.tbtMs / bare.tbtMs : null,
    scoreGap: bare.performance - page.performance,
  };
}

function renderClasses(entry) {
  const { result, pages } = entry;
  const kindOf = (path) => pages.find((p) => p.path === path)?.kind ?? path;
  const lines = [
    `Lighthouse 12 mobile, simulated throttling, one page of each type, ${result.pairs} pairs per page with the bare ceiling page run just before it in the same Chromium (bare, page, bare, page...); figures are medians over the pairs. Each run's CPU slowdown brings the host's benchmarkIndex, measured just before the run, to the class's; "emulated index" is the index the run itself saw divided by its slowdown, and a run more than 30 % from its class's index was made again (up to three times, the closest kept). "Its CPU time" is the same main thread's thread time in the same trace, slowed down alike. **None of these figures is judged**: Lighthouse counts wall time, and on this 2-core machine a page's main thread waits for a core about as long as it runs while other threads (script compilation, raster, the browser, the server) use them (docs/performance.md, "Wall time and CPU time"); the phone budgets are judged on the phone section's CPU time and the applied section's TBT. Host indexes seen in this section: ${Math.min(...result.hostIndexes)}–${Math.max(...result.hostIndexes)}.`,
    '',
  ];
  for (const deviceClass of DEVICE_CLASSES.filter((c) => result.classes[c.id])) {
    const rows = Object.entries(result.classes[deviceClass.id]);
    const slowdowns = rows.flatMap(([, r]) => r.pairs.map((p) => p.page.slowdown));
    lines.push(
      `### ${deviceClass.name}${deviceClass.index ? ` (index ${deviceClass.index}, ${deviceClass.reference})` : ''}: CPU ×${Math.min(...slowdowns)}–${Math.max(...slowdowns)}`,
      '',
      '| page | path | main thread | × bare | its CPU time | × bare | TBT | × bare | score (bare) | LCP | CLS | script eval | emulated index | where the main thread goes |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    const bareMain = median(rows.map(([, r]) => r.bare.mainThreadMs));
    const bareCpu = median(rows.map(([, r]) => r.bare.mainThreadCpuMs));
    const bareTbt = median(rows.map(([, r]) => r.bare.tbtMs));
    lines.push(
      `| **bare page** | (bench/ceiling) | ${bareMain} ms | 1 | ${ms(bareCpu)} | 1 | ${bareTbt} ms | 1 | ${median(rows.map(([, r]) => r.bare.performance))} | ${median(rows.map(([, r]) => r.bare.lcpMs))} ms | – | ${median(rows.map(([, r]) => r.bare.scriptMs))} ms | ${median(rows.map(([, r]) => r.bare.emulatedIndex))} | |`,
    );
    for (const [path, r] of rows) {
      const groups = Object.entries(r.page.groups)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([group, ms]) => `${group} ${ms}`)
        .join(', ');
      lines.push(
        `| ${kindOf(path)} | \`${path}\` | ${r.page.mainThreadMs} ms | ${ratio(r.mainThreadRatio)} | ${ms(r.page.mainThreadCpuMs)} | ${ratio(r.mainThreadCpuRatio)} | ${r.page.tbtMs} ms | ${ratio(r.tbtRatio)} | ${r.page.performance} (${r.bare.performance}) | ${r.page.lcpMs} ms | ${r.page.cls?.toFixed(3)} | ${r.page.scriptMs} ms | ${r.page.emulatedIndex} | ${groups} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

// Figures a report from before a column existed does not have are shown as '–'.
const ratio = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(2)}×`);
const ms = (value) => (value === null || value === undefined ? '–' : `${value} ms`);

function auditBudgets(entry) {
  const rows = [];
  const classes = entry.result.classes.x4;
  if (!classes) return rows;
  const worst = (pick, dir = 1) =>
    Object.entries(classes).reduce(
      (w, [path, r]) => (w === null || dir * pick(r) > dir * pick(w.r) ? { path, r } : w),
      null,
    );
  for (const [key, name] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    const low = worst((r) => r.page[key] ?? 0, -1);
    rows.push([`${name} 100`, low.r.page[key] === 100, `worst ${low.r.page[key]} (${low.path})`]);
  }
  const cls = worst((r) => r.page.cls ?? 0);
  rows.push([
    'CLS ≤ 0.02',
    cls.r.page.cls <= 0.02,
    `worst ${cls.r.page.cls?.toFixed(3)} (${cls.path})`,
  ]);
  return rows;
}
