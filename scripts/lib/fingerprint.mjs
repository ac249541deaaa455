import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'platform',
  'messages',
  'stores',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

// Server settings a build fixes (the feed provider's frame is in the built security headers).
const BUILD_SETTINGS = ['SOCIAL_FEED_EMBED_URL'];

function walk(path, out) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) walk(join(path, entry), out);
  } else {
    out.push(`${path}:${stat.size}:${stat.mtimeMs}`);
  }
}

/** A hash of the site's sources and its build-time settings (NEXT_PUBLIC_ and BUILD_SETTINGS). */
export function sourceFingerprint(env = process.env) {
  const entries = [];
  for (const source of SOURCES) walk(source, entries);
  const buildEnv = Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_') || BUILD_SETTINGS.includes(key))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return createHash('sha256')
    .update([...entries, ...buildEnv].join('\n'))
    .digest('hex');
}
