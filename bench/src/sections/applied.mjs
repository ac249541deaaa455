import * as chromeLauncher from 'chrome-launcher';

import { runPairs } from '../calibrated.mjs';
import { deviceClass, median } from '../devices.mjs';
import { audit, CHROME_FLAGS, MOBILE_NETWORK, round } from '../lighthouse.mjs';
import { benchSettings } from '../settings.mjs';

const { BENCH_APPLIED_PAIRS: PAIRS } = benchSettings();
const LOW = deviceClass('low');

/** The budget: each page's TBT, as a multiple of the bare page's, in the same pairs. */
export const APPLIED_BUDGET = { tbtRatio: 2 };

/**
 * The low-tier phone again, with the throttling applied rather than simulated: Chromium really
 * loads each page over Lighthouse's mobile network with its main thread slowed down (DevTools' CPU
 * throttling, calibrated as in the phone section), the bare page just before each page. The
 * simulation multiplies the wall time of every main-thread task by the slowdown, waits for a core
 * or for the browser process included (docs/performance.md, "Wall time and CPU time"); here only
 * the renderer's main thread is slowed, as on a phone whose other cores and processes are not
 * this machine's two. Judged on TBT: each page's median at most twice the bare page's.
 */
export const applied = {
  name: 'applied',
  title: 'the low-tier phone with applied throttling (Lighthouse, ratio to the bare page)',
  async run({ pages, siteUrl, ceilingUrl, chromePath }) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const seen = [];
    try {
      // A first run warms Chromium.
      await audit(ceilingUrl, chrome.port, settingsFor(4));
      const byPage = await runPairs({
        port: chrome.port,
        deviceClass: LOW,
        pages,
        siteUrl,
        ceilingUrl,
        pairs: PAIRS,
        settingsFor,
        summarize,
        onRun: (run) => seen.push(run.hostIndex),
        onPair: (path, { bare, page: measured }) =>
          console.log(
            `[bench] applied ${path}: main thread ${measured.mainThreadMs} ms (bare ${bare.mainThreadMs}), TBT ${measured.tbtMs} (bare ${bare.tbtMs}), score ${measured.performance} (bare ${bare.performance}), ×${measured.slowdown} at index ${measured.hostIndex}`,
          ),
      });
      return { pairs: PAIRS, byPage, hostIndexes: seen };
    } finally {
      await chrome.kill();
    }
  },
  render({ result, pages }) {
    const kindOf = (path) => pages.find((p) => p.path === path)?.kind ?? path;
    const rows = Object.entries(result.byPage);
    const all = rows.flatMap(([, pairs]) => pairs);
    const of = (pairs, side, key) => median(pairs.map((pair) => pair[side][key]));
    const times = (pairs, key) => {
      const bare = of(pairs, 'bare', key);
      return bare ? `${(of(pairs, 'page', key) / bare).toFixed(2)}×` : '–';
    };
    const slowdowns = all.map((pair) => pair.page.slowdown);
    return [
      `Lighthouse 12 mobile with applied throttling (\`throttlingMethod: 'devtools'\`): Chromium loads each page over Lighthouse's mobile network (562.5 ms per request, 1.47 Mbit/s) with its main thread slowed to the ${LOW.name}'s index (${LOW.index}) from the host's benchmarkIndex measured just before the run (CPU ×${Math.min(...slowdowns)}–${Math.max(...slowdowns)}; host indexes ${Math.min(...result.hostIndexes)}–${Math.max(...result.hostIndexes)}), ${result.pairs} pair${result.pairs === 1 ? '' : 's'} per page with the bare page just before it. The simulation multiplies the wall time of every main-thread task by the slowdown, including its waits for one of this machine's two cores or for the browser process; here only the main thread is slowed, as on a phone. Judged: each page's median TBT ≤ ${APPLIED_BUDGET.tbtRatio}× the bare page's median in its pairs.`,
      '',
      '| page | path | main thread | × bare | TBT | × bare | score (bare) | FCP | LCP | TTI |',
      '|---|---|---|---|---|---|---|---|---|---|',
      `| **bare page** | (bench/ceiling) | ${of(all, 'bare', 'mainThreadMs')} ms | 1 | ${of(all, 'bare', 'tbtMs')} ms | 1 | ${of(all, 'bare', 'performance')} | ${of(all, 'bare', 'fcpMs')} ms | ${of(all, 'bare', 'lcpMs')} ms | ${of(all, 'bare', 'ttiMs')} ms |`,
      ...rows.map(
        ([path, pairs]) =>
          `| ${kindOf(path)} | \`${path}\` | ${of(pairs, 'page', 'mainThreadMs')} ms | ${times(pairs, 'mainThreadMs')} | ${of(pairs, 'page', 'tbtMs')} ms | ${times(pairs, 'tbtMs')} | ${of(pairs, 'page', 'performance')} (${of(pairs, 'bare', 'performance')}) | ${of(pairs, 'page', 'fcpMs')} ms | ${of(pairs, 'page', 'lcpMs')} ms | ${of(pairs, 'page', 'ttiMs')} ms |`,
      ),
      '',
    ];
  },
  budgets({ result }) {
    return Object.entries(result.byPage).map(([path, pairs]) => {
      const page = median(pairs.map((pair) => pair.page.tbtMs));
      const bare = median(pairs.map((pair) => pair.bare.tbtMs));
      return [
        `low-tier phone, applied throttling: TBT ≤ ${APPLIED_BUDGET.tbtRatio} × the bare page's: \`${path}\``,
        page <= APPLIED_BUDGET.tbtRatio * bare,
        `${page} ms against ${bare} ms over ${pairs.length} pair${pairs.length === 1 ? '' : 's'}`,
      ];
    });
  },
};

function settingsFor(slowdown) {
  return {
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
    throttling: { ...MOBILE_NETWORK, cpuSlowdownMultiplier: slowdown },
  };
}

function summarize({ lhr }) {
  const value = (id) => round(lhr.audits[id]?.numericValue ?? null);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    // With applied throttling, Lighthouse reports the time it observed: nothing is multiplied.
    mainThreadMs: value('mainthread-work-breakdown'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    ttiMs: value('interactive'),
  };
}
