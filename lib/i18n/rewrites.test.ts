// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { internalPath } from './internal-path';
import { publicPaths } from './pathnames.mjs';
import { localeRewrites } from './rewrites.mjs';

// Next's own path matcher, to apply the rules as Next does.
const { match } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
  match: (pattern: string) => (path: string) => false | { params: Record<string, string> };
};
const rules = localeRewrites().map((rule) => ({ ...rule, matches: match(rule.source) }));

/** Where Next sends a path: the first matching rule's destination, or the path itself. */
function rewrite(path: string): string {
  for (const rule of rules) {
    const found = rule.matches(path);
    if (found)
      return rule.destination.replace(/:(\w+)/g, (_, name: string) => found.params[name] ?? '');
  }
  return path;
}

describe('locale rewrites', () => {
  it("send every page's public path, in every language, to the internal path Next renders", () => {
    for (const { public: template } of publicPaths()) {
      const path = template.replace(/\[(\w+)\]/g, (_, name: string) =>
        name === 'id' ? '62' : `some-${name}`,
      );
      expect(rewrite(path), path).toBe(internalPath(path));
    }
  });

  it('give any other unprefixed path the Spanish 404 page, and leave prefixed paths, files and the API alone', () => {
    expect(rewrite('/no-such-page')).toBe('/es/no-such-page');
    expect(rewrite('/fr/contact')).toBe('/es/fr/contact');
    for (const path of [
      '/en/no-such-page',
      '/pt/news',
      '/robots.txt',
      '/api/health',
      '/_next/static/chunks/a.js',
      '/english',
    ]) {
      expect(rewrite(path), path).toBe(path === '/english' ? '/es/english' : path);
    }
  });
});
