#!/usr/bin/env node
// `npm run test:e2e`: the parallel projects (desktop, mobile), then the serial outage project on
// its own (playwright.config.ts), then the Redis test of several instances
// (playwright.redis.config.ts, on the same build). Each phase runs even when one before failed, so
// one failing test never hides what the others would have found; the exit code fails if any failed.
import { spawnSync } from 'node:child_process';

const playwright = ['node_modules/@playwright/test/cli.js', 'test'];
const extra = process.argv.slice(2);
const phases = [
  ['--project=desktop', '--project=mobile'],
  ['--project=outage', '--no-deps'],
  ['--config=playwright.redis.config.ts'],
];

let failed = false;
for (const phase of phases) {
  const { status } = spawnSync(process.execPath, [...playwright, ...phase, ...extra], {
    stdio: 'inherit',
  });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
