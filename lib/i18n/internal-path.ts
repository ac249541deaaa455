import { hasRoute, routing, type AppPathname, type Locale } from './routing';

type Route = { locale: Locale; pathname: AppPathname; pattern: RegExp; names: string[] };

// Each locale's public path templates ('/modelos/[id]/[name]') as patterns, built once.
const routes: Route[] = routing.locales.flatMap((locale) =>
  (Object.entries(routing.pathnames) as [AppPathname, string | Record<Locale, string>][]).flatMap(([pathname, localized]) => {
    if (!hasRoute(locale, pathname)) return [];
    const template = typeof localized === 'string' ? localized : localized[locale];
    const names = [...template.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? '');
    const source = template.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[\w+\\?\]/g, '([^/]+)');
    return [{ locale, pathname, pattern: new RegExp(`^${source}$`), names }];
  }),
);

/**
 * The path Next renders and caches for a public URL path: '/contacto' → '/es/contact',
 * '/pt/mulheres' → '/pt/models/women', '/en/models/62/adrian-molina' stays as it is. Null when
 * the path is not a page of the site.
 */
export function internalPath(publicPath: string): string | null {
  const path = publicPath.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '';
  if (!path.startsWith('/')) return null;
  const [, first = '', ...rest] = path.split('/');
  const prefixed = (routing.locales as readonly string[]).includes(first);
  const locale = (prefixed ? first : routing.defaultLocale) as Locale;
  const localPath = prefixed ? `/${rest.join('/')}` : path;
  for (const route of routes) {
    if (route.locale !== locale) continue;
    const match = route.pattern.exec(localPath);
    if (!match) continue;
    const internal = route.names.reduce((result, name, index) => result.replace(`[${name}]`, match[index + 1] ?? ''), route.pathname as string);
    return internal === '/' ? `/${locale}` : `/${locale}${internal}`;
  }
  return null;
}
