import { defineConfig } from '@playwright/test';

// The Redis integration test (tests/redis): it starts its own redis-server, back-end and two site
// instances, so it has no webServer, and runs as the last phase of `npm run test:e2e`.
export default defineConfig({
  testDir: 'tests/redis',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/redis' }]]
    : 'list',
  globalSetup: './tests/redis/global-setup.ts',
  projects: [{ name: 'redis' }],
});
