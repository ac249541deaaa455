// A first visit's CPU time, as the phone budgets judge it (docs/performance.md, "Wall time and CPU
// time"): one trace of a fresh browser context loading the page at a phone's size, summed as thread
// time, on the renderer's main thread and on all of its threads.
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { rendererTimes } from './thread-time.mjs';

/** Lighthouse's mobile screen (a Moto G Power), so layout and paint are a phone's. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** The categories Lighthouse traces a load with, less screenshots and the sampling profiler. */
const CATEGORIES = [
  '-*',
  'toplevel',
  'v8.execute',
  'blink.console',
  'blink.user_timing',
  'benchmark',
  'loading',
  'latencyInfo',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  '__metadata',
];

/** After the network goes quiet, what the page may still do by itself (fonts, idle hydration). */
const SETTLE_MS = 2_000;

export async function launchBrowser(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Loads `url` in a new context (empty cache and storage: a first visit) at a phone's size, with
 * nothing throttled, and answers the renderer's CPU time while it loaded and settled
 * (rendererTimes). Thread time does not depend on a slowdown, so one unthrottled load stands for
 * every device class.
 */
export async function firstVisitCpu(browser, url) {
  // Now and then a trace misses the navigation's start and cannot be read: the load is made again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traceLoad(browser, url);
    } catch (error) {
      if (attempt === 3 || !/navigationStart/.test(String(error))) throw error;
    }
  }
}

async function traceLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    }
    return rendererTimes(trace);
  } finally {
    await context.close();
  }
}
