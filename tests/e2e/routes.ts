import { fixedPagePaths, locales } from '../../lib/i18n/pathnames.mjs';

// Every fixed page (docs/product.md, "Route table"), per language, from the routing table itself.
export const LOCALIZED_PATHS = Object.fromEntries(
  locales.map((locale) => [locale, fixedPagePaths(locale)]),
) as Record<(typeof locales)[number], string[]>;

/**
 * A fixed page of each type, in Spanish and English, and a path that is no page: the tests that
 * visit every kind of page add those with parameters.
 */
export const FIXED_PAGE_TYPES = [
  '/',
  '/en',
  '/modelos',
  '/en/models/women',
  '/en/talents/creative',
  '/favoritos',
  '/news',
  '/en/magazine',
  '/sobre-nosotros',
  '/en/privacy',
  '/contacto',
  '/en/contact',
  '/ser-modelo',
  '/en/be-a-model',
  '/en/no-such-page',
];

export const NOT_FOUND_PATHS = [
  '/fr',
  '/fr/contact',
  '/pt/news',
  '/pt/magazine',
  '/pt/modelos',
  '/modelos/foo',
  '/news/no-such-post',
  '/modelos/abc/name',
  '/en/talents/0/x',
  '/pt/modelos/woman',
  '/pt/selecao/abc',
];

/**
 * The 404 message a path shows, in its page's language (docs/product.md, "Error pages"): the spec's
 * English sentence on English pages and where the language is unknown (the site's root 404).
 */
export function notFoundMessage(path: string): string {
  const segment = path.split('/')[1] ?? '';
  if (segment === 'pt') return 'Esta página não foi encontrada.';
  if (segment === 'en' || /^[a-z]{2}$/.test(segment) || segment.includes('.'))
    return 'This page could not be found.';
  return 'No se ha encontrado esta página.';
}
