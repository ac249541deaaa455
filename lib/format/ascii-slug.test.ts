import { describe, expect, it } from 'vitest';

import { asciiSlug } from './ascii-slug';
import { slugifyName } from './slug';

describe('asciiSlug', () => {
  it.each([
    'Adaeze Nwosu',
    'María José Núñez',
    'João Conceição',
    'Ñuño Peña-Álvarez',
    'Zoë Ødegaard',
    'Łukasz Żurawski',
    'Björn Weiß',
    'Ægir Þórsson',
    "D'Angelo O'Neil",
    '  Ana   Lúcia  ',
    'Nil·la Puig',
    'Ève Lefèvre-Dupré',
    'Ana - Sofía',
    'Lee 2',
  ])('gives what the server gives for %s', (name) => {
    expect(asciiSlug(name)).toBe(slugifyName(name));
  });

  it('falls back to a word when nothing of the name is Latin', () => {
    expect(asciiSlug('王芳')).toBe('talent');
    expect(asciiSlug('---')).toBe('talent');
  });
});
