import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { readSettings } from './lib/env/settings.mjs';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';
import { E2E } from './tests/e2e/env';

// Debian's Chromium where it is installed (CI, this machine); Playwright's own browser elsewhere.
const { CHROMIUM_PATH } = readSettings();
const executablePath = existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: /\.(mobile|outage)\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
    // Tests that stop the back-end, expire its tokens or edit its content would break every test
    // running beside them: they run after the others, one at a time, in file order (xss last: it
    // leaves the content hostile). `npm run test:e2e` runs them as a second phase
    // (scripts/e2e.mjs), so a failure among the others never keeps them from running.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: /\.outage\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E.siteUrl}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
