// Interaction to next paint on an emulated low-tier phone: Chromium driven by Playwright with CDP
// CPU throttling set from the host's benchmarkIndex (devices.mjs), each interaction made on a
// freshly loaded page once it has settled, as a visitor's first tap would be. The Event Timing API
// gives each interaction's duration (input to next paint, in 8 ms steps; under 16 ms it reports
// nothing, counted here as 16). Alone: node bench/src/interactions.mjs <site URL>
import { pathToFileURL } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { readSettings } from '../../lib/env/settings.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { slotPorts } from '../../scripts/lib/slot.mjs';
import { median, slowdownFor } from './devices.mjs';
import { benchSettings } from './settings.mjs';

const ROUNDS = benchSettings().BENCH_INP_ROUNDS;

/** What a visitor does, on which page; `act` performs it and may make several interactions. */
export const INTERACTIONS = [
  {
    id: 'filter',
    name: 'filtering the 1000-card list (typing a name)',
    path: () => '/en/models',
    act: (page) => page.getByRole('search').getByRole('searchbox').pressSequentially('mar'),
  },
  {
    id: 'favorite',
    name: 'toggling a favorite',
    path: (profile) => profile,
    act: (page) => press(page, page.getByRole('button', { name: /^Favorite: / }).first()),
  },
  {
    id: 'menu',
    name: 'opening the mobile menu',
    path: () => '/en',
    act: (page) => press(page, page.getByRole('button', { name: 'Open menu' })),
  },
  {
    id: 'gallery',
    name: 'opening a gallery picture',
    path: (profile) => profile,
    act: (page) =>
      press(
        page,
        page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^Open image/ })
          .first(),
      ),
  },
  {
    id: 'typing',
    name: 'typing in a form field (contact name)',
    path: () => '/en/contact',
    act: (page) => page.getByLabel('Name', { exact: true }).pressSequentially('Ana'),
  },
];

/**
 * A click at the middle of what `locator` finds, as the visitor's pointer makes it. Playwright's
 * own click first installs listeners that check the click lands on its target; they run in the
 * page's event dispatch, on the throttled main thread, and were counted as the site's work.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} locator
 */
async function press(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to press: ${locator}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * @param {string} siteUrl
 * @param {string} chromePath
 * @param {string} profilePath an English profile with a gallery
 */
export async function interactionTimes(siteUrl, chromePath, profilePath, classId = 'low') {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  const results = {};
  try {
    for (const interaction of INTERACTIONS) {
      const runs = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        runs.push(await once(browser, siteUrl, interaction, profilePath, classId));
      }
      const worst = runs.map((run) => Math.max(...run.durations));
      results[interaction.id] = {
        name: interaction.name,
        path: interaction.path(profilePath),
        medianMs: median(worst),
        maxMs: Math.max(...worst),
        runs,
      };
      console.log(
        `[bench] interaction ${interaction.id}: ${results[interaction.id].medianMs} ms median (${worst.join('/')}) at ×${runs.map((r) => r.slowdown).join('/')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function once(browser, siteUrl, interaction, profilePath, classId) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The host's speed right now, on an empty page, then the slowdown for the class.
    await page.goto('about:blank');
    const hostIndex = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    const slowdown = slowdownFor(classId, hostIndex);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(() => {
      const durations = new Map();
      // @ts-expect-error the bench's own global
      window.__interactions = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // @ts-expect-error Event Timing entries have interactionId
          const id = entry.interactionId;
          if (id) durations.set(id, Math.max(durations.get(id) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${siteUrl}${interaction.path(profilePath)}`, { waitUntil: 'load' });
    await settle(page);
    await interaction.act(page);
    await settle(page);
    const durations = await page.evaluate(() => [
      // @ts-expect-error the bench's own global
      ...window.__interactions.values(),
    ]);
    return {
      hostIndex: Math.round(hostIndex),
      slowdown,
      durations: durations.length ? durations : [16],
    };
  } finally {
    await context.close();
  }
}

/** Network quiet, then two idle periods and a frame: what was deferred to idle has run. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(
          () =>
            requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), {
              timeout: 5000,
            }),
          {
            timeout: 5000,
          },
        ),
      ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [siteUrl = `http://127.0.0.1:${slotPorts().bench.site}`, profile] = process.argv.slice(2);
  const html = await (await fetch(`${siteUrl}/en/models`)).text();
  const path = profile ?? /href="(\/en\/models\/\d+\/[^"]+)"/.exec(html)?.[1];
  console.log(
    JSON.stringify(await interactionTimes(siteUrl, readSettings().CHROMIUM_PATH, path), null, 2),
  );
}
