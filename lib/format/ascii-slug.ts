/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A name as lower-case ASCII words joined by hyphens, with no dependency: what the browser uses
 * where a stored favorite lacks its slug. For Latin names it gives what `slugifyName` (the server's
 * canonical slug, lib/format/slug.ts) gives; where they differ, the profile page redirects to its
 * canonical address.
 */
export function asciiSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? '')
    // Punctuation goes (O'Neil, Nil·la); spaces and hyphens join words.
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'talent';
}
