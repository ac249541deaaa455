/**
 * The message key of a hair or eye colour the integration API sends in Portuguese: lower case,
 * accents dropped, words joined by '_' ('Azuis claros' → 'azuis_claros', 'Avelã' → 'avela').
 */
export function colorKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The translated colour, or the value as it came when no translation is known. */
export function translateColor(
  value: string | null | undefined,
  translate: (key: string) => string | null,
): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const key = colorKey(trimmed);
  return (key && translate(key)) || trimmed;
}
