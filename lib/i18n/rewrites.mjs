// @ts-check
import { defaultLocale, locales, publicPaths } from './pathnames.mjs';

/**
 * A path template with `[param]` segments as a Next route pattern (`:param`).
 * @param {string} template
 */
const pattern = (template) => template.replace(/\[(\w+)\]/g, ':$1');

/**
 * The rewrites that send each public path to the page Next renders and caches, from the same table
 * as next-intl's routing (pathnames.mjs): '/contacto' → '/es/contact', '/pt/mulheres' →
 * '/pt/models/women'. Next applies them itself, without the cost of running a proxy (README,
 * "Caching"); paths that are their own internal path ('/en/contact') need none. Any other
 * unprefixed path is Spanish, so it gets the Spanish 404 page.
 * @returns {{ source: string, destination: string }[]}
 */
export function localeRewrites() {
  const rules = publicPaths().flatMap(({ locale, internal, public: path }) => {
    const destination = `/${locale}${internal === '/' ? '' : internal}`;
    // The last rule covers default-locale paths that only lack their prefix ('/news').
    const covered =
      path === destination || (locale === defaultLocale && path === internal && internal !== '/');
    return covered ? [] : [{ source: pattern(path), destination: pattern(destination) }];
  });
  const prefixes = [...locales, 'api', '_next', '_vercel'].join('|');
  rules.push({
    source: `/:path((?!(?:${prefixes})(?:/|$))[^.]*)`,
    destination: `/${defaultLocale}/:path`,
  });
  return rules;
}
