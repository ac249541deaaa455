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
