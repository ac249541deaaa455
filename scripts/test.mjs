#!/usr/bin/env node
// `npm test`: the static checks and the unit tests side by side, then the end-to-end phases
// (scripts/e2e.mjs). ESLint and tsc each keep one core busy at most, so beside Vitest's workers
// they finish in the unit tests' shadow instead of before them. Each check's output is printed
// whole when it ends, so the three never interleave; the end-to-end phases run only when all
// three passed, as nothing lands with a failing check anyway.
import { spawn } from 'node:child_process';

const checks = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, args, { env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(
        `\n[test] ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n\n`,
      );
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(([name, args]) => run(name, args)));
if (results.includes(false)) process.exit(1);

const e2e = spawn(npm, ['run', 'test:e2e', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
e2e.on('close', (code) => process.exit(code ?? 1));
