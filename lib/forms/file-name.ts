import { FILE_NAME_TRUNCATION } from './constants';

/**
 * A chosen file's name as the form shows it (docs/product.md, "Scouting application"): when the
 * name before its extension is longer than `max` characters, its first `max` characters, '...' and
 * the extension ('my-holiday-photo.jpeg' → 'my-holiday...jpeg'); unchanged otherwise.
 */
export function shortenFileName(name: string, max: number = FILE_NAME_TRUNCATION): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = Array.from(hasExtension ? name.slice(0, dot) : name);
  if (base.length <= max) return name;
  return `${base.slice(0, max).join('')}...${hasExtension ? name.slice(dot + 1) : ''}`;
}
