import { getPathname } from './navigation';
import { pathnames } from './pathnames.mjs';
import { hasRoute, locales, type AppPathname, type Locale } from './routing';

/** A page's route: its internal path template and the values of its parameters. */
export type PageRoute = { pathname: AppPathname; params: Record<string, string> };

/** One entry of the language switch: the page in that language, or the current language. */
export type LanguageLink = { locale: Locale; href: string; current: boolean };

type Href = Parameters<typeof getPathname>[0]['href'];

// Every internal template ('/models/[id]/[name]') split into its segments, static ones first, so a
// fixed page wins over a template that would also match it.
const TEMPLATES = (Object.keys(pathnames) as AppPathname[])
  .map((pathname) => ({ pathname, segments: pathname.split('/').filter(Boolean) }))
  .sort(
    (a, b) =>
      b.segments.filter((s) => !s.startsWith('[')).length -
      a.segments.filter((s) => !s.startsWith('[')).length,
  );

// The second names of the women and men lists switch to the lists' own pages.
const ALIASES: Partial<Record<AppPathname, AppPathname>> = {
  '/models/woman': '/models/women',
  '/models/man': '/models/men',
};

/**
 * The route of an internal path, given as its segments after the language ('models', '62',
 * 'adrian-molina'): the template of the routing table (lib/i18n/pathnames.mjs) it matches and its
 * parameters. Null when it is no page of the site.
 */
export function matchRoute(segments: readonly string[]): PageRoute | null {
  for (const { pathname, segments: template } of TEMPLATES) {
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const value = segments[index] ?? '';
      const name = /^\[(\w+)\]$/.exec(part)?.[1];
      if (name) params[name] = value;
      return name ? value.length > 0 : part === value;
    });
    if (matches) return { pathname: ALIASES[pathname] ?? pathname, params };
  }
  return null;
}

/**
 * The language switch of a page in `locale` (docs/product.md, "Navigation, header and footer"): ES
 * and EN, and PT on a Portuguese page, each the same page in that language, computed on the server
 * from the page's route so the link works before any script and the cached page is the same for
 * everyone. A language without the page (or a page the table does not know, as a 404) links to
 * that language's home. `paramsIn` gives the parameters in another language where they differ (a
 * batch post's slug).
 */
export function languageLinks(
  locale: Locale,
  route: PageRoute | null,
  paramsIn: (other: Locale) => Record<string, string> = () => route?.params ?? {},
): LanguageLink[] {
  const targets = locales.filter((other) => other !== 'pt' || locale === 'pt');
  return targets.map((other) => {
    const href: Href =
      route && hasRoute(other, route.pathname)
        ? route.pathname.includes('[')
          ? ({ pathname: route.pathname, params: paramsIn(other) } as Href)
          : (route.pathname as Href)
        : '/';
    return { locale: other, href: getPathname({ href, locale: other }), current: other === locale };
  });
}
