import slugify from 'slugify';

/** The name segment of a talent URL: lower-case ASCII words joined by hyphens. */
export function slugifyName(name: string): string {
  return slugify(name, { lower: true, strict: true, locale: 'es' }) || 'talent';
}
