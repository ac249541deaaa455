// How long a visitor waits between changing a talents list's filter and seeing the list change
// (issue 12: under 50 ms for 1000 cards), in Chromium with CPU throttling off and at 4x. Each
// change is timed from its input event: `scriptMs` to the end of the event (React update and the
// filter pass, which moves the cards), `layoutMs` to the end of the style and layout it causes, and
// `frameMs` to the end of the next frame, which shows the change. `cpuMs` is the renderer main
// thread's CPU time for the whole change, including the URL update that follows when the page is
// idle; other processes on a shared machine inflate it less than the wall-clock figures, so the
// machine's load average is reported beside them. `npm run bench` can call filterTiming(); alone:
// node bench/src/filter-timing.mjs <site URL> [path]
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

import { readSettings } from '../../lib/env/settings.mjs';
import { slotPorts } from '../../scripts/lib/slot.mjs';

/**
 * Changes a visitor makes, each followed by its undoing (an empty value), so every one shows or
 * hides many cards. Hair is a group of checkboxes (components/talents/color-choice.tsx): its first
 * family is ticked, then unticked.
 */
const CHANGES = [
  ['q', 'ma'],
  ['hair', 'first'],
  ['from', 'middle'],
].flatMap(([field, value]) => [
  { field, value },
  { field, value: '' },
]);

// Browsers ignore history updates beyond about 200 in 10 s; each change writes the URL once.
const PAUSE_MS = 120;

/**
 * @param {string} siteUrl the running site, e.g. http://127.0.0.1:3200
 * @param {string} chromiumPath Chromium to drive, e.g. /usr/bin/chromium
 * @param {{ path?: string, rounds?: number, rates?: number[] }} [options]
 */
export async function filterTiming(
  siteUrl,
  chromiumPath,
  { path = '/en/models', rounds = 10, rates = [1, 4] } = {},
) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    // Hydrated: the filters have run once and the status counts the cards.
    await page.getByRole('search').getByRole('searchbox').waitFor();
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('main [role="status"]')?.textContent ?? ''),
    );
    const cards = await page.locator('main [role="list"][id] [role="listitem"][data-id]').count();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const byRate = {};
    for (const rate of rates) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      byRate[`x${rate}`] = await timeChanges(page, cdp, rounds);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      path,
      cards,
      changes: rounds * CHANGES.length,
      loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
      ...byRate,
    };
  } finally {
    await browser.close();
  }
}

async function timeChanges(page, cdp, rounds) {
  const times = { script: [], layout: [], frame: [], cpu: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const change of CHANGES) {
      const before = await threadTime(cdp);
      const measured = await page.evaluate(applyChange, change);
      measured.cpu = (await threadTime(cdp)) - before;
      for (const key of Object.keys(times)) times[key].push(measured[key]);
      await page.waitForTimeout(PAUSE_MS);
    }
  }
  return {
    scriptMs: summary(times.script),
    layoutMs: summary(times.layout),
    frameMs: summary(times.frame),
    cpuMs: summary(times.cpu),
  };
}

/** CPU time of the renderer's main thread so far, in ms. */
async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/** In the page: sets one field as a visitor would and times it to the end of the next frame. */
async function applyChange({ field, value }) {
  const form = document.querySelector('form[role="search"]');
  let start;
  if (field === 'hair') {
    // The first colour group is hair's; a click ticks or unticks its first family. Its checkboxes
    // are written when the group opens (color-choice.tsx), so it is opened first, untimed.
    if (!form.querySelector('fieldset input[type="checkbox"]')) {
      form.querySelector('button[aria-expanded="false"][aria-controls$="-panel"]').click();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    const box = form.querySelector('fieldset input[type="checkbox"]');
    start = performance.now();
    box.click();
  } else {
    const element =
      field === 'q' ? form.querySelector('input[type="search"]') : form.querySelector('select');
    const options = [...(element.options ?? [])].map((option) => option.value).filter(Boolean);
    const next = value === 'middle' ? options[Math.floor(options.length / 2)] : value;
    // React tracks a field's value; the prototype's setter makes the change look like typing.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set;
    start = performance.now();
    setter.call(element, next);
    element.dispatchEvent(new Event(field === 'q' ? 'input' : 'change', { bubbles: true }));
  }
  const script = performance.now() - start;
  // Style and layout now, as the next frame would do them: the cost of showing the new cards.
  void document.body.offsetHeight;
  const layout = performance.now() - start;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const frame = performance.now() - start;
  // The URL follows when the page is idle (use-list-query.ts): let it, so cpuMs includes it.
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
  return { script, layout, frame };
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const round = (number) => Math.round(number * 10) / 10;
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [siteUrl = `http://127.0.0.1:${slotPorts().bench.site}`, path] = process.argv.slice(2);
  const result = await filterTiming(siteUrl, readSettings().CHROMIUM_PATH, path ? { path } : {});
  console.log(JSON.stringify(result, null, 2));
}
