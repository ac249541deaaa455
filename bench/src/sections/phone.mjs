import { median } from '../devices.mjs';
import { firstVisitCpu, launchBrowser } from '../first-visit.mjs';
import { benchSettings } from '../settings.mjs';

const { BENCH_PHONE_PAIRS: PAIRS, BENCH_PHONE_PAGES } = benchSettings();
const KINDS = BENCH_PHONE_PAGES.split(',')
  .map((kind) => kind.trim())
  .filter(Boolean);
/** A page this run measures: every phone page, or those of the kinds BENCH_PHONE_PAGES names. */
const measured = (page) =>
  page.phone && (KINDS.length === 0 || KINDS.some((kind) => page.kind.startsWith(kind)));

/** The budget: a first visit's main-thread CPU time, as a multiple of the bare page's. */
export const PHONE_BUDGET = { mainCpuRatio: 2, minPairs: 7 };

/**
 * What a first visit costs a phone's CPU, judged as a ratio to the bare page: the renderer's
 * main-thread CPU time (thread time of its top-level tasks) while one page of each type loads and
 * settles at a phone's size, in pairs with the bare page loaded just before it (bare, page, bare,
 * page...) so both saw the same machine. Thread time leaves out the waits for a core that wall
 * time counts on this shared 2-core host (docs/performance.md, "Wall time and CPU time"), and it
 * does not depend on a slowdown: the ratio holds for every device class. The renderer's CPU time
 * over all its threads is reported beside it, so work moved off the main thread still shows.
 */
export const phone = {
  name: 'phone',
  title:
    "a first visit's main-thread CPU time at a phone's size (trace thread time, ratio to the bare page)",
  async run({ pages, siteUrl, ceilingUrl, chromePath }) {
    const browser = await launchBrowser(chromePath);
    const byPage = {};
    try {
      // A first load warms Chromium itself.
      await firstVisitCpu(browser, ceilingUrl);
      for (let n = 0; n < PAIRS; n += 1) {
        for (const page of pages.filter(measured)) {
          const bare = await firstVisitCpu(browser, ceilingUrl);
          const measured = await firstVisitCpu(browser, `${siteUrl}${page.path}`);
          (byPage[page.path] ??= []).push({ bare, page: measured });
          console.log(
            `[bench] phone ${page.path}: main thread ${measured.mainCpuMs} ms CPU (bare ${bare.mainCpuMs}), all threads ${measured.allThreadsCpuMs} ms (bare ${bare.allThreadsCpuMs})`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    return { pairs: PAIRS, byPage: Object.fromEntries(Object.entries(byPage).map(summarize)) };
  },
  render: renderPhone,
  budgets: phoneBudgets,
};

/** A page's pairs with their medians, and the median of each pair's ratio. */
function summarize([path, pairs]) {
  const of = (side, key) => median(pairs.map((pair) => pair[side][key]));
  const ratio = (key) => median(pairs.map((pair) => pair.page[key] / pair.bare[key]));
  return [
    path,
    {
      pairs,
      mainCpuMs: of('page', 'mainCpuMs'),
      bareMainCpuMs: of('bare', 'mainCpuMs'),
      mainCpuRatio: ratio('mainCpuMs'),
      allThreadsCpuMs: of('page', 'allThreadsCpuMs'),
      bareAllThreadsCpuMs: of('bare', 'allThreadsCpuMs'),
      allThreadsCpuRatio: ratio('allThreadsCpuMs'),
    },
  ];
}

const ms = (value) => `${Math.round(value)} ms`;
const times = (value) => `${value.toFixed(2)}×`;

function renderPhone({ result, pages }) {
  const kindOf = (path) => pages.find((p) => p.path === path)?.kind ?? path;
  const rows = Object.entries(result.byPage);
  return [
    `Each page of the types below loaded as a first visit (a new browser context: empty cache and storage) at a phone's screen size (412×823, DPR 1.75), unthrottled, and traced until its network had been quiet for 0.5 s and 2 s more; ${result.pairs} pairs per page with the bare page loaded just before it. "Main thread" is the thread time of the renderer main thread's top-level tasks, "all threads" the same over every thread of the renderer; ratios are the median of the pairs' ratios. Judged: main thread ≤ ${PHONE_BUDGET.mainCpuRatio}× the bare page's.`,
    '',
    '| page | path | main thread | bare | × bare | all threads | bare | × bare |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ([path, r]) =>
        `| ${kindOf(path)} | \`${path}\` | ${ms(r.mainCpuMs)} | ${ms(r.bareMainCpuMs)} | ${times(r.mainCpuRatio)} | ${ms(r.allThreadsCpuMs)} | ${ms(r.bareAllThreadsCpuMs)} | ${times(r.allThreadsCpuRatio)} |`,
    ),
    '',
  ];
}

function phoneBudgets({ result }) {
  const enough = result.pairs >= PHONE_BUDGET.minPairs;
  return Object.entries(result.byPage).map(([path, r]) => [
    `first visit's main-thread CPU ≤ ${PHONE_BUDGET.mainCpuRatio} × the bare page's: \`${path}\``,
    enough && r.mainCpuRatio <= PHONE_BUDGET.mainCpuRatio,
    `${times(r.mainCpuRatio)} over ${result.pairs} pairs${enough ? '' : ` (fewer than ${PHONE_BUDGET.minPairs}: not judged)`}`,
  ]);
}
