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
    files: ['app/**', 'components/**', 'lib/**', 'stores/**', '*.{ts,mjs}', 'scripts/start.mjs'],
    ignores: ['**/*.test.*', '*.config.{ts,mts}'],
    rules: { 'no-console': 'error' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    'bench/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
