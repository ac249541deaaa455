import { defineRouting } from 'next-intl/routing';

export const locales = ['es', 'en', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

// Internal paths are the English ones; each locale gets its own public path.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // A Spanish URL always serves Spanish, whatever the browser prefers.
  localeDetection: false,
  // No cookie either: a response that sets one cannot be cached by a CDN, and the URL already says the language.
  localeCookie: false,
  alternateLinks: false,
  pathnames: {
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
    // SPEC.md §2 also names the sub-categories woman and man: the same lists as women and men.
    '/models/woman': { es: '/modelos/woman', en: '/models/woman', pt: '/modelos/woman' },
    '/models/man': { es: '/modelos/man', en: '/models/man', pt: '/modelos/man' },
    '/models/actors': { es: '/modelos/actores', en: '/models/actors', pt: '/modelos/actores' },
    '/models/international': {
      es: '/modelos/internacional',
      en: '/models/international',
      pt: '/modelos/internacional',
    },
    '/models/curvy': { es: '/modelos/curvy', en: '/models/curvy', pt: '/modelos/curvy' },
    '/models/[id]/[name]': { es: '/modelos/[id]/[name]', en: '/models/[id]/[name]', pt: '/modelos/[id]/[name]' },
    '/models/[id]/[name]/card': { es: '/modelos/[id]/[name]/ficha', en: '/models/[id]/[name]/card', pt: '/modelos/[id]/[name]/ficha' },
    '/talents': { es: '/talentos', en: '/talents', pt: '/talentos' },
    '/talents/creative': { es: '/talentos/creative', en: '/talents/creative', pt: '/talentos/creative' },
    '/talents/kids': { es: '/talentos/kids', en: '/talents/kids', pt: '/talentos/kids' },
    '/talents/[id]/[name]': { es: '/talentos/[id]/[name]', en: '/talents/[id]/[name]', pt: '/talentos/[id]/[name]' },
    '/talents/[id]/[name]/card': { es: '/talentos/[id]/[name]/ficha', en: '/talents/[id]/[name]/card', pt: '/talentos/[id]/[name]/ficha' },
    // A shared selection of talents: their ids in the path, so each selection is cached as a page.
    '/selection/[ids]': { es: '/seleccion/[ids]', en: '/selection/[ids]', pt: '/selecao/[ids]' },
    '/future-face': { es: '/nuevas-caras', en: '/new-faces', pt: '/future-face' },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

// Portuguese is a partial site: these internal paths exist in pt, every other one is a 404 there.
const ptPathnames: ReadonlySet<AppPathname> = new Set<AppPathname>([
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
  // Pages of what Portuguese already has: a profile's composite card, and a selection of favorites.
  '/models/[id]/[name]/card',
  '/talents/[id]/[name]/card',
  '/selection/[ids]',
]);

/** Second names of pages that have their own path (woman for women): never listed in the sitemap. */
export const ALIAS_PATHNAMES: ReadonlySet<AppPathname> = new Set<AppPathname>(['/models/woman', '/models/man']);

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function hasRoute(locale: Locale, pathname: AppPathname): boolean {
  return locale !== 'pt' || ptPathnames.has(pathname);
}

/** Internal paths without dynamic segments: what a plain nav link can point to. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;
