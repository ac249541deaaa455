import { publicPaths } from './pathnames.mjs';

type Route = { pattern: RegExp; names: string[]; internal: string; locale: string };

// Every page's public path template ('/modelos/[id]/[name]') as a pattern, built once.
const routes: Route[] = publicPaths().map(({ locale, internal, public: path }) => {
  const names = [...path.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? '');
  const source = path.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[\w+\]/g, '([^/]+)');
  return { pattern: new RegExp(`^${source}$`), names, internal, locale };
});

/**
 * The path Next renders and caches for a public URL path: '/contacto' → '/es/contact',
 * '/pt/mulheres' → '/pt/models/women', '/en/models/62/adrian-molina' stays as it is. Null when
 * the path is not a page of the site. '/es/...' is accepted for the unprefixed Spanish path.
 */
export function internalPath(publicPath: string): string | null {
  const raw = publicPath.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '';
  const path = raw === '/es' ? '/' : raw.startsWith('/es/') ? raw.slice(3) : raw;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const internal = route.names.reduce(
      (result, name, index) => result.replace(`[${name}]`, match[index + 1] ?? ''),
      route.internal,
    );
    return internal === '/' ? `/${route.locale}` : `/${route.locale}${internal}`;
  }
  return null;
}
