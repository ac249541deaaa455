import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The host's Lighthouse benchmarkIndex right now, measured as Lighthouse does (its own page
 * function, about a second) in a blank tab of the Chromium at `port`.
 */
export async function measureHostIndex(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the Chromium stays up for Lighthouse.
    await browser.close();
  }
}
