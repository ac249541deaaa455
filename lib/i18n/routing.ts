import { defineRouting } from 'next-intl/routing';

import { aliasPathnames, defaultLocale, locales, pathnames, ptPathnames } from './pathnames.mjs';

export { defaultLocale, locales };
export type Locale = (typeof locales)[number];

// The table itself is in pathnames.mjs, which next.config.mjs reads too (its rewrites route pages).
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // A Spanish URL always serves Spanish, whatever the browser prefers.
  localeDetection: false,
  // No cookie either: a response that sets one cannot be cached by a CDN, and the URL already says
  // the language.
  localeCookie: false,
  alternateLinks: false,
  pathnames,
});

export type AppPathname = keyof typeof routing.pathnames;

const ptRoutes: ReadonlySet<AppPathname> = new Set<AppPathname>(ptPathnames);

export const ALIAS_PATHNAMES: ReadonlySet<AppPathname> = new Set<AppPathname>(aliasPathnames);

export function hasRoute(locale: Locale, pathname: AppPathname): boolean {
  return locale !== 'pt' || ptRoutes.has(pathname);
}

/** Internal paths without dynamic segments: what a plain nav link can point to. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;
