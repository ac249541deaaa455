import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { DEFAULTS } from './settings.mjs';

// lib/env/settings.mjs promises that README's tables and .env.example list every setting of its
// table; this keeps the promise as settings come and go.

const SETTINGS = Object.keys(DEFAULTS).sort();
// The stand-in back-end's own settings (backend/src/config.ts), which README and .env.example
// list beside the site's.
const BACKEND_ONLY = /^(BACKEND_[A-Z_]+|INBOX_PASSWORD)$/;

/** The variables named in README's tables' first column, e.g. `| \`PORT\` | ...`. */
function readmeTableNames(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  return readme
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
    .map(([, name = '']) => name);
}

/** The variables .env.example sets or shows commented out (`# NAME=...`). */
function envExampleNames(): string[] {
  const example = readFileSync('.env.example', 'utf8');
  return [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map(([, name = '']) => name);
}

describe("the settings' documentation", () => {
  it("README's tables list every setting, and no variable that is none", () => {
    const listed = new Set(readmeTableNames());
    expect(SETTINGS.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !(name in DEFAULTS) && !BACKEND_ONLY.test(name))).toEqual(
      [],
    );
  });

  it('.env.example lists every setting, and no variable that is none', () => {
    const listed = new Set(envExampleNames());
    expect(SETTINGS.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !(name in DEFAULTS) && !BACKEND_ONLY.test(name))).toEqual(
      [],
    );
  });
});
