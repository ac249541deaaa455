// Prettier formats every source file (`npm run format`); `npm run lint`, which `npm test` runs first,
// fails on a file it would change. Imports are sorted in three groups: Node and packages, the
// project's own ('@/...'), then relative ones; a bare `import 'x'` stays where it is.
/** @type {import('prettier').Config} */
const config = {
  printWidth: 100,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['@ianvs/prettier-plugin-sort-imports'],
  importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '', '^@/(.*)$', '', '^[.]'],
  importOrderTypeScriptVersion: '5.9.3',
};

export default config;
