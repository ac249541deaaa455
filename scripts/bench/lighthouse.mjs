import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/**
 * Every run is a first visit. Lighthouse empties the HTTP cache before each run but keeps the
 * origin's local storage, so its later runs of a page would load it as a returning visitor whose
 * cache had been emptied: favorites kept from an earlier run, and a flag saying the web fonts are
 * in the cache when they are not (components/layout/web-fonts.ts). Clearing the storage too makes
 * each run the same cold load, as PageSpeed Insights' fresh browser sees.
 */
export const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage'],
};

/**
 * One Lighthouse run of each URL in one Chromium, handing each run's result ({ lhr, artifacts }) to
 * `inspect`: the diagnostic scripts' loop (lighthouse-detail.mjs, lcp-path.mjs).
 */
export async function eachLighthouseRun(urls, inspect) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const url of urls)
      await inspect(url, await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port }));
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse 12 mobile (its default: simulated throttling) for each URL, in one Chromium, `runs`
 * times each in turn (LIGHTHOUSE_RUNS, default 3): one run on a shared machine can be 15 points
 * off, so each page's figures are those of its median run by performance score.
 */
export async function runLighthouse(
  urls,
  chromePath,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  const all = Object.fromEntries(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) all[url].push(await audit(url, chrome.port));
    }
    for (const url of urls) {
      const sorted = [...all[url]].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id) => lhr.audits[id]?.numericValue ?? null;
      results[url] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: round(value('largest-contentful-paint')),
        tbtMs: round(value('total-blocking-time')),
        cls: value('cumulative-layout-shift'),
        totalByteWeight: value('total-byte-weight'),
        mainThreadMs: round(value('mainthread-work-breakdown')),
        scriptBootupMs: round(value('bootup-time')),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        failedAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
              isScored(lhr, a.id),
          )
          .map((a) => a.id),
        runs: all[url].map((each) => ({
          performance: Math.round((each.categories.performance?.score ?? 0) * 100),
          scriptKbBeforePaint: scriptKbBeforePaint(each),
          lcpMs: round(each.audits['largest-contentful-paint']?.numericValue ?? null),
          tbtMs: round(each.audits['total-blocking-time']?.numericValue ?? null),
        })),
      };
      const spread = results[url].runs.map((r) => r.performance).join('/');
      console.log(
        `[bench] lighthouse ${url}: perf ${results[url].performance} (runs ${spread}), a11y ${results[url].accessibility}, bp ${results[url].bestPractices}, seo ${results[url].seo}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * Lighthouse 12 mobile with applied throttling (`throttlingMethod: 'devtools'`), once per URL:
 * Chromium really loads each page over the link and CPU the simulation only models (562.5 ms per
 * request, 1.47 Mbit/s down, CPU ×4), so its paints are observed, not predicted. The simulation's
 * LCP counts every script that had arrived before the unthrottled paint as needed for it; this
 * shows when the throttled browser actually painted (docs/architecture.md, "Reading Lighthouse's
 * LCP"). Informative: the budgets stay on the simulated runs.
 */
export async function runAppliedThrottling(urls, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const url of urls) {
      const lhr = await audit(url, chrome.port, { throttlingMethod: 'devtools' });
      const value = (id) => round(lhr.audits[id]?.numericValue ?? null);
      results[url] = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        ttiMs: value('interactive'),
      };
      const r = results[url];
      console.log(
        `[bench] lighthouse (applied throttling) ${url}: perf ${r.performance}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, TTI ${r.ttiMs} ms`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * One Lighthouse run; a run that failed to load the page (a runtime error, no score) is tried once
 * more.
 */
async function audit(url, port, settings = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = (await lighthouse(url, { ...LIGHTHOUSE_FLAGS, ...settings, port }))?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) return lhr;
    if (attempt === 2)
      throw new Error(
        `Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`,
      );
    console.warn(
      `[bench] lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no result'}; trying again`,
    );
  }
}

/**
 * KB of JavaScript that had finished downloading before the observed largest paint: Lighthouse's
 * simulation puts those scripts on its LCP path (docs/architecture.md, "Reading Lighthouse's LCP"),
 * so this tells a run whose page painted before its scripts arrived (0) from one that did not.
 */
function scriptKbBeforePaint(lhr) {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof paint !== 'number') return null;
  const bytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script' && request.networkEndTime <= paint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

function isScored(lhr, id) {
  return ['accessibility', 'best-practices', 'seo'].some((category) =>
    lhr.categories[category]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}

const round = (value) => (value === null ? null : Math.round(value));
