import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const DOM_TESTS = ['{components,stores}/**/*.test.{ts,tsx}', '**/*.test.tsx'];

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // Server-only modules are tested in plain Node; the guard matters only in Next's bundles.
      'server-only': fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    // next-intl's ESM imports 'next/navigation' without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      // Components and what they render need a DOM; the rest of the site's logic runs in plain
      // Node, which starts a test file several times faster than jsdom. A logic test that needs
      // the DOM says so in its first line (`// @vitest-environment jsdom`).
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '*.test.ts',
            '{lib,platform,app}/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/src/**/*.test.mjs',
          ],
          exclude: [...DOM_TESTS, ...configDefaults.exclude],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['backend/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
