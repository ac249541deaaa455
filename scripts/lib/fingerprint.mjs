import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'stores',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function walk(path, out) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) walk(join(path, entry), out);
  } else {
    out.push(`${path}:${stat.size}:${stat.mtimeMs}`);
  }
}

/** A hash of the site's sources and its build-time (NEXT_PUBLIC_) settings. */
export function sourceFingerprint(env = process.env) {
  const entries = [];
  for (const source of SOURCES) walk(source, entries);
  const publicEnv = Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return createHash('sha256')
    .update([...entries, ...publicEnv].join('\n'))
    .digest('hex');
}
