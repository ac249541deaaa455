import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/env';

// Debian's Chromium where it is installed (CI, this machine); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);

function outageProjects(files: string[]) {
  return files.map((file, index) => ({
    name: index === 0 ? 'outage' : `outage-${file}`,
    use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    testMatch: new RegExp(`${file}\\.outage\\.spec\\.ts`),
    dependencies: index === 0 ? ['desktop', 'mobile'] : [index === 1 ? 'outage' : `outage-${files[index - 1]}`],
    fullyParallel: false,
  }));
}

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
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testIgnore: /\.(mobile|outage)\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
    // Tests that stop the back-end or expire its tokens would break every test running beside
    // them: they run last, one file after another (one project each, chained by dependencies).
    ...outageProjects(['faults', 'forms', 'talents']),
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
