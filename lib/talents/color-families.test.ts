import { describe, expect, it } from 'vitest';

import { EYES, HAIR } from '@/backend/src/seed/traits';
import en from '@/messages/en/talents.json';
import es from '@/messages/es/talents.json';
import pt from '@/messages/pt/talents.json';

import { asciiSlug } from '../format/ascii-slug';
import { colorKey } from '../format/colors';
import {
  COLOR_FAMILIES,
  colorFamily,
  colorSlug,
  familyName,
  readColor,
  sortFamilies,
  type ColorKind,
} from './color-families';

const KINDS: ColorKind[] = ['eyes', 'hair'];
const MESSAGES = { es: es.Colors, en: en.Colors, pt: pt.Colors } as Record<
  'es' | 'en' | 'pt',
  Record<string, string>
>;

describe('colour families', () => {
  it("put every colour of the back-end's lists in a family", () => {
    const known = (kind: ColorKind, value: string) =>
      COLOR_FAMILIES[kind].some((family) => family.id === colorFamily(kind, value));
    for (const value of EYES) expect(known('eyes', value), value).toBe(true);
    for (const value of HAIR) expect(known('hair', value), value).toBe(true);
  });

  it('put every colour the messages name in a family, and name each family in every language', () => {
    const shades = new Set(KINDS.flatMap((kind) => COLOR_FAMILIES[kind].flatMap((f) => f.shades)));
    for (const key of Object.keys(en.Colors)) expect(shades.has(key), key).toBe(true);
    for (const kind of KINDS)
      for (const family of COLOR_FAMILIES[kind])
        for (const messages of Object.values(MESSAGES))
          expect(messages[familyName(kind, family.id)], family.id).toBeTruthy();
  });

  it("slug each family as its name in that language's words", () => {
    for (const kind of KINDS)
      for (const family of COLOR_FAMILIES[kind])
        for (const [locale, messages] of Object.entries(MESSAGES) as [
          'es' | 'en' | 'pt',
          Record<string, string>,
        ][])
          expect(colorSlug(kind, family.id, locale)).toBe(asciiSlug(messages[family.name] ?? ''));
  });

  it('never read one word as two families', () => {
    for (const kind of KINDS) {
      const owner = new Map<string, string>();
      for (const family of COLOR_FAMILIES[kind])
        for (const word of [family.id, ...family.shades, ...Object.values(family.slugs)]) {
          const key = colorKey(word);
          expect(owner.get(key) ?? family.id, `${kind} ${word}`).toBe(family.id);
          owner.set(key, family.id);
        }
    }
  });

  it('read a family from any of its words and write it back in each language', () => {
    expect(readColor('eyes', 'Verdes escuros')).toBe('green');
    expect(readColor('eyes', 'marron-verdoso')).toBe('green-brown');
    expect(readColor('hair', 'acobreado')).toBe('red');
    expect(readColor('hair', '<script>')).toBeNull();
    expect(colorSlug('eyes', 'green-brown', 'pt')).toBe('castanho-esverdeados');
    expect(colorSlug('eyes', 'lilas', 'en')).toBe('lilas');
  });

  it("keep the table's order, unknown families last", () => {
    expect(sortFamilies('eyes', ['zeta', 'green', 'blue', 'green'])).toEqual([
      'blue',
      'green',
      'zeta',
    ]);
  });
});
