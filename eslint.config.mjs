import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The site logs through lib/log (one logger: levels, areas, the request's id); scripts' command
    // lines and the tests write to the console as they like.
    files: [
      'app/**',
      'components/**',
      'lib/**',
      'platform/**',
      'stores/**',
      '*.{ts,mjs}',
      'scripts/start.mjs',
    ],
    ignores: ['**/*.test.*', '*.config.{ts,mts}'],
    rules: { 'no-console': 'error' },
  },
  // The back-end clients are adapters: only lib/services, the layer pages, routes and forms read
  // through, imports them (docs/architecture.md, "Layers and folders"). Modules at lib/'s top reach
  // them as './integration' too (the second fence replaces the first there).
  adapterFence(['**/*.{ts,tsx,mjs,js}'], '^(@/lib/|(\\.\\./)+(lib/)?|\\./lib/)'),
  adapterFence(['lib/*.{ts,tsx,mjs,js}'], '^(@/lib/|\\./)'),
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    'bench/report.*',
    'bench/ceiling*/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);

/** Refuses imports of lib/integration and lib/panel, as `prefix` reaches them, in `files`. */
function adapterFence(files, prefix) {
  return {
    files,
    ignores: [
      'lib/services/**',
      'lib/integration/**',
      'lib/panel/**',
      'backend/**',
      'bench/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${prefix}(integration|panel)(/|$)`,
              message:
                'The integration and panel clients are adapters: read and send through lib/services (talents, posts, content, entries).',
            },
          ],
        },
      ],
    },
  };
}
