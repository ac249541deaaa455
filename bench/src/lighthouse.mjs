import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

import { readSettings } from '../../lib/env/settings.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  ...CHROMIUM_ARGS,
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
    chromePath: readSettings().CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const url of urls)
      await inspect(url, await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port }));
  } finally {
    await chrome.kill();
  }
}

// Lighthouse's mobile network (its mobileSlow4G preset): simulated, or applied by Chromium with
// `throttlingMethod: 'devtools'`. Only the CPU changes between device classes.
export const MOBILE_NETWORK = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
};

/**
 * One Lighthouse run; a run that failed to load the page (a runtime error, no score) is tried once
 * more.
 */
export async function audit(url, port, settings = {}) {
  return (await auditRun(url, port, settings)).lhr;
}

/** As `audit`, with the run's artifacts (its trace: `artifacts.Trace`). */
export async function auditRun(url, port, settings = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, ...settings, port });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) return result;
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
 * simulation puts those scripts on its LCP path (docs/performance.md, "Reading Lighthouse's LCP"),
 * so this tells a run whose page painted before its scripts arrived (0) from one that did not.
 */
export function scriptKbBeforePaint(lhr) {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof paint !== 'number') return null;
  const bytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script' && request.networkEndTime <= paint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

export function isScored(lhr, id) {
  return ['accessibility', 'best-practices', 'seo'].some((category) =>
    lhr.categories[category]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}

export const round = (value) => (value === null ? null : Math.round(value));
