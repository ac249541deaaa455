import { colorKey } from '../format/colors';
import type { Locale } from '../i18n/routing';

/** The two colour measures the lists filter by. */
export type ColorKind = 'eyes' | 'hair';

/**
 * A colour family (docs/product.md, "Search and filters"): a colour and its shades as the
 * integration API spells them (lib/format/colors.ts keys), chosen as one in the list's filters.
 */
type Family = {
  /** Language-free id: what a card's data and the filters hold. */
  id: string;
  /** The shade whose name (the Colors messages) names the family. */
  name: string;
  /** Every shade of the family, `name` first. */
  shades: readonly string[];
  /** The family in the URL of each language: its name there, in lower-case ASCII. */
  slugs: Readonly<Record<Locale, string>>;
};

const family = (
  id: string,
  shades: readonly [string, ...string[]],
  es: string,
  en: string,
  pt: string,
): Family => ({ id, name: shades[0], shades, slugs: { es, en, pt } });

/**
 * Built from the back-end's lists (its 17 eye colours; the hair colours its talents carry, and
 * those the messages name). Mixed colours (blue-green, green-brown) are families of their own:
 * they are not a shade of either, and several families can be chosen at once.
 */
export const COLOR_FAMILIES: Readonly<Record<ColorKind, readonly Family[]>> = {
  eyes: [
    family('blue', ['azuis', 'azuis_claros', 'azuis_escuros'], 'azules', 'blue', 'azuis'),
    family(
      'brown',
      ['castanhos', 'castanhos_claros', 'castanhos_escuros'],
      'marrones',
      'brown',
      'castanhos',
    ),
    family('green', ['verdes', 'verdes_claros', 'verdes_escuros'], 'verdes', 'green', 'verdes'),
    family('blue-green', ['azul_esverdeados'], 'azul-verdoso', 'blue-green', 'azul-esverdeados'),
    family(
      'green-brown',
      ['castanho_esverdeados'],
      'marron-verdoso',
      'green-brown',
      'castanho-esverdeados',
    ),
    family('hazel', ['avela'], 'avellana', 'hazel', 'avela'),
    family('honey', ['mel'], 'miel', 'honey', 'mel'),
    family('amber', ['ambar'], 'ambar', 'amber', 'ambar'),
    family('grey', ['cinzas'], 'grises', 'grey', 'cinzas'),
    family('black', ['pretos'], 'negros', 'black', 'pretos'),
    family('heterochromia', ['heterocromia'], 'heterocromia', 'heterochromia', 'heterocromia'),
  ],
  // Platinum is a blonde, copper a red and white the end of greying, as castings ask for them.
  hair: [
    family(
      'blonde',
      ['loiro', 'loira', 'loiro_claro', 'loiro_escuro', 'platinado'],
      'rubio',
      'blonde',
      'loiro',
    ),
    family(
      'brown',
      ['castanho', 'castanho_claro', 'castanho_escuro'],
      'castano',
      'brown',
      'castanho',
    ),
    family('black', ['preto'], 'negro', 'black', 'preto'),
    family('red', ['ruivo', 'ruiva', 'acobreado'], 'pelirrojo', 'red', 'ruivo'),
    family('grey', ['grisalho', 'branco'], 'canoso', 'grey', 'grisalho'),
    family('honey', ['mel'], 'miel', 'honey', 'mel'),
    family('shaved', ['careca'], 'rapado', 'shaved', 'careca'),
  ],
};

type Lookup = {
  byId: Map<string, Family>;
  /** By its shades and every word a URL may name it with, as colour keys. */
  byWord: Map<string, Family>;
  order: Map<string, number>;
};

function lookup(families: readonly Family[]): Lookup {
  const byWord = new Map<string, Family>();
  for (const entry of families) {
    for (const shade of entry.shades) byWord.set(shade, entry);
    for (const slug of [entry.id, ...Object.values(entry.slugs)]) byWord.set(colorKey(slug), entry);
  }
  return {
    byId: new Map(families.map((entry) => [entry.id, entry])),
    byWord,
    order: new Map(families.map((entry, index) => [entry.id, index])),
  };
}

// Built on first use, not when the list's scripts load: keying every word runs String#normalize
// dozens of times, and a list loaded without colour filters never looks a family up.
const lookups: Partial<Record<ColorKind, Lookup>> = {};

function lookupOf(kind: ColorKind): Lookup {
  return (lookups[kind] ??= lookup(COLOR_FAMILIES[kind]));
}

/**
 * The family of a colour as the back-end sends it ('Verdes claros' → 'green'). A colour of no
 * known family is a family of its own, its key (lib/format/colors.ts), so a colour the back-end
 * adds can still be chosen. Null when there is no colour.
 */
export function colorFamily(kind: ColorKind, value: string | null | undefined): string | null {
  const key = value?.trim() ? colorKey(value) : '';
  if (!key) return null;
  return lookupOf(kind).byWord.get(key)?.id ?? key;
}

/** The family's shade that names it (for its label), or the family itself when unknown. */
export function familyName(kind: ColorKind, id: string): string {
  return lookupOf(kind).byId.get(id)?.name ?? id;
}

/** The family's shades, or the family itself when unknown. */
export function familyShades(kind: ColorKind, id: string): readonly string[] {
  return lookupOf(kind).byId.get(id)?.shades ?? [id];
}

/**
 * The family a URL names, in any language's words, by its id or by one of its shades as the
 * back-end spells them (the links of before families: `eyes=verdes_claros` opens green); an
 * unknown word of the right form is an unknown family, and anything else null.
 */
export function readColor(kind: ColorKind, word: string): string | null {
  if (!/^[\p{L}\d _-]{1,40}$/u.test(word.trim())) return null;
  const key = colorKey(word);
  if (!key) return null;
  return lookupOf(kind).byWord.get(key)?.id ?? key;
}

/** The family in the URL of the page's language. */
export function colorSlug(kind: ColorKind, id: string, locale: Locale): string {
  return lookupOf(kind).byId.get(id)?.slugs[locale] ?? id;
}

/** Families in the order a URL lists them: the table's, then unknown ones by name. */
export function sortFamilies(kind: ColorKind, ids: Iterable<string>): string[] {
  const { order } = lookupOf(kind);
  const rank = (id: string) => order.get(id) ?? order.size;
  return [...new Set(ids)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
