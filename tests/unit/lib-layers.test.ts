import { describe, expect, it } from 'vitest';

import { cycles, describeCycle, libEdges, readLib, specifiers } from './lib-graph';

// Vitest runs from the project's root (vitest.config.ts).
const root = process.cwd();

describe('the folders of lib/', () => {
  it('import each other without a cycle', () => {
    const found = cycles(libEdges(readLib(root))).map(describeCycle);
    expect(found, 'lib/ folders that import each other, directly or round a cycle').toEqual([]);
  });

  it('are read from every kind of import', () => {
    const edges = libEdges(readLib(root));
    // Known dependencies of the layering, one of each kind of import.
    expect(edges).toContainEqual(expect.objectContaining({ from: 'integration', to: 'talents' }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'panel', to: 'content' }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'posts', to: 'content' }));
  });
});

describe('the folder graph', () => {
  it('names a mutual pair and a longer cycle with the imports that make them', () => {
    const files = new Map([
      ['lib/a/one.ts', "import type { B } from '../b/types';\nexport const a = 1;"],
      ['lib/b/types.ts', "import { a } from '@/lib/a/one';"],
      ['lib/c/x.ts', "export { y } from '../d';"],
      ['lib/d/index.ts', "const z = await import('../e/z');"],
      ['lib/e/z.ts', "import '../c/x';"],
      ['lib/f/ok.ts', "import { a } from '../a/one';\nimport { seo } from '../seo';"],
    ]);
    const found = cycles(libEdges(files)).map(describeCycle);
    expect(found).toEqual([
      "a → b (lib/a/one.ts imports '../b/types'), b → a (lib/b/types.ts imports '@/lib/a/one')",
      "c → d (lib/c/x.ts imports '../d'), d → e (lib/d/index.ts imports '../e/z'), " +
        "e → c (lib/e/z.ts imports '../c/x')",
    ]);
  });

  it('reads multi-line, type-only, side-effect and dynamic imports', () => {
    const source = [
      "import {\n  one,\n  two,\n} from './multi';",
      "import type { T } from '@/lib/t';",
      "import 'server-only';",
      "const lazy = () => import('./lazy');",
      "export * from './again';",
      'const text = Array.from("abc");',
    ].join('\n');
    expect(specifiers(source)).toEqual(['./multi', '@/lib/t', 'server-only', './lazy', './again']);
  });
});
