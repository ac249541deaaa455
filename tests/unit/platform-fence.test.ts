import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { libSources, specifiers, targetOf } from './lib-graph';

// The platform layer (platform/README.md) stands under the product: it reads only the settings, the
// logger and Next's configuration (which the server hands to Next), and the pages and their components never reach into it, so an upgrade of Next that
// breaks it is mended in one folder, and the product's code never learns a Next internal.
const root = process.cwd();
const PLATFORM_READS = /^(platform\/|lib\/env\/|lib\/log\/|next\.config\.mjs$)/;

function imports(folder: string) {
  return libSources(root, join(root, folder)).flatMap((file) =>
    specifiers(readFileSync(join(root, file), 'utf8')).flatMap((specifier) => {
      const target = targetOf(file, specifier);
      return target === null ? [] : [{ file, specifier, target }];
    }),
  );
}

describe('the platform layer', () => {
  it('imports only itself, the settings, the logger and the Next configuration', () => {
    const outside = imports('platform').filter(({ target }) => !PLATFORM_READS.test(target));
    expect(outside.map(({ file, specifier }) => `${file} imports '${specifier}'`)).toEqual([]);
  });

  it('is not imported by the pages, their components or the stores', () => {
    const reaching = ['app', 'components', 'stores']
      .flatMap(imports)
      .filter(({ target }) => target.startsWith('platform/'));
    expect(reaching.map(({ file, specifier }) => `${file} imports '${specifier}'`)).toEqual([]);
  });

  it('sees the imports it checks', () => {
    expect(imports('platform')).toContainEqual(
      expect.objectContaining({ file: 'platform/server.mjs', target: 'lib/log/log.mjs' }),
    );
  });
});
