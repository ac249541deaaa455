// @ts-check
// The site's routing table, in plain JavaScript so that both next-intl (lib/i18n/routing.ts) and
// next.config.mjs (whose rewrites route every page without running a proxy) read the same one.
// The `@type {const}` casts keep the literal types TypeScript needs for typed links.

export const locales = /** @type {const} */ (['es', 'en', 'pt']);
export const defaultLocale = /** @type {const} */ ('es');

// Internal paths are the English ones; each locale gets its own public path.
export const pathnames = /** @type {const} */ ({
  '/': '/',
  '/contact': { es: '/contacto', en: '/contact', pt: '/contato' },
  '/about-us': { es: '/sobre-nosotros', en: '/about-us', pt: '/sobre-nos' },
  '/favorites': { es: '/favoritos', en: '/favorites', pt: '/favorites' },
  '/be-a-model': { es: '/ser-modelo', en: '/be-a-model', pt: '/become-a-model' },
  '/privacy': { es: '/privacidad', en: '/privacy', pt: '/privacy' },
  '/news': '/news',
  '/news/[slug]': '/news/[slug]',
  '/magazine': '/magazine',
  '/magazine/[slug]': '/magazine/[slug]',
  '/models': { es: '/modelos', en: '/models', pt: '/modelos' },
  '/models/women': { es: '/modelos/mujeres', en: '/models/women', pt: '/mulheres' },
  '/models/men': { es: '/modelos/hombres', en: '/models/men', pt: '/homens' },
  // The sub-categories woman and man name the same lists as women and men (docs/product.md).
  '/models/woman': { es: '/modelos/woman', en: '/models/woman', pt: '/modelos/woman' },
  '/models/man': { es: '/modelos/man', en: '/models/man', pt: '/modelos/man' },
  '/models/actors': { es: '/modelos/actores', en: '/models/actors', pt: '/modelos/actores' },
  '/models/international': {
    es: '/modelos/internacional',
    en: '/models/international',
    pt: '/modelos/internacional',
  },
  '/models/curvy': { es: '/modelos/curvy', en: '/models/curvy', pt: '/modelos/curvy' },
  '/models/[id]/[name]': {
    es: '/modelos/[id]/[name]',
    en: '/models/[id]/[name]',
    pt: '/modelos/[id]/[name]',
  },
  '/models/[id]/[name]/card': {
    es: '/modelos/[id]/[name]/ficha',
    en: '/models/[id]/[name]/card',
    pt: '/modelos/[id]/[name]/ficha',
  },
  '/talents': { es: '/talentos', en: '/talents', pt: '/talentos' },
  '/talents/creative': {
    es: '/talentos/creative',
    en: '/talents/creative',
    pt: '/talentos/creative',
  },
  '/talents/kids': { es: '/talentos/kids', en: '/talents/kids', pt: '/talentos/kids' },
  '/talents/[id]/[name]': {
    es: '/talentos/[id]/[name]',
    en: '/talents/[id]/[name]',
    pt: '/talentos/[id]/[name]',
  },
  '/talents/[id]/[name]/card': {
    es: '/talentos/[id]/[name]/ficha',
    en: '/talents/[id]/[name]/card',
    pt: '/talentos/[id]/[name]/ficha',
  },
  // A shared selection of talents: their ids in the path, so the link carries no personal data.
  '/selection/[ids]': { es: '/seleccion/[ids]', en: '/selection/[ids]', pt: '/selecao/[ids]' },
  // Two to four talents side by side: their ids in the path, as a selection's.
  '/compare/[ids]': { es: '/comparar/[ids]', en: '/compare/[ids]', pt: '/comparar/[ids]' },
  '/future-face': { es: '/nuevas-caras', en: '/new-faces', pt: '/future-face' },
});

// Portuguese is a partial site: these internal paths exist in pt, every other one is a 404 there.
export const ptPathnames = /** @type {const} */ ([
  '/',
  '/models/women',
  '/models/men',
  '/future-face',
  '/contact',
  '/about-us',
  '/be-a-model',
  '/favorites',
  '/privacy',
  '/models/[id]/[name]',
  '/talents/[id]/[name]',
  // Pages of what Portuguese already has: a profile's composite card, a selection of favorites and
  // their comparison.
  '/models/[id]/[name]/card',
  '/talents/[id]/[name]/card',
  '/selection/[ids]',
  '/compare/[ids]',
]);

/**
 * Second names of pages that have their own path (woman for women): never listed as pages of their
 * own (the sitemap, the tests that visit every page).
 */
export const aliasPathnames = /** @type {const} */ (['/models/woman', '/models/man']);

/**
 * Each locale's public path of each page it has: `{ locale, internal, public }`, templates with
 * `[param]` segments, public paths of the default locale unprefixed.
 */
export function publicPaths() {
  return locales.flatMap((locale) =>
    Object.entries(pathnames).flatMap(([internal, localized]) => {
      if (locale === 'pt' && !(/** @type {readonly string[]} */ (ptPathnames).includes(internal)))
        return [];
      const form = typeof localized === 'string' ? localized : localized[locale];
      const path = locale === defaultLocale ? form : `/${locale}${form === '/' ? '' : form}`;
      return [{ locale, internal, public: path }];
    }),
  );
}

/**
 * The public paths of `locale`'s fixed pages: every page it has but those with parameters and the
 * aliases, in the table's order.
 * @param {(typeof locales)[number]} locale
 */
export function fixedPagePaths(locale) {
  /** @type {readonly string[]} */
  const aliases = aliasPathnames;
  return publicPaths()
    .filter(
      (entry) =>
        entry.locale === locale &&
        !entry.internal.includes('[') &&
        !aliases.includes(entry.internal),
    )
    .map((entry) => entry.public);
}
