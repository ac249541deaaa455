import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';

import { routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * Pages reach their internal paths through rewrites in next.config.mjs, which Next applies itself:
 * running any proxy costs a cached page about as much as serving it (README, "Caching"). This one
 * runs only where there is work the rewrites cannot do (see the matcher): /es/... redirects to the
 * unprefixed path and a path in another language's words to this language's (next-intl), and a
 * path with a percent sign is checked first, since one Next cannot decode ends in a bare 500.
 * Anything but GET or HEAD is refused here; elsewhere a cached page ignores the method.
 * Security headers come from next.config.mjs, on these answers too.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (!decodable(pathname)) return new NextResponse(null, { status: 400 });
  if (FILE.test(pathname)) return NextResponse.next();
  return handleI18nRouting(request);
}

const FILE = /\.[^/]*$/;

/** Next decodes a path, then its route parameters once more: both must succeed. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return true;
  } catch {
    return false;
  }
}

export const config = {
  matcher: [
    '/es/:path*',
    '/:path(.*%.*)',
    // Other languages' words (proxy.test.ts keeps these lists complete).
    '/:word(about-us|be-a-model|become-a-model|compare|contact|contato|favorites|future-face|homens|models|mulheres|new-faces|privacy|selecao|selection|sobre-nos|talents)/:path*',
    '/en/:word(become-a-model|comparar|contacto|contato|favoritos|future-face|homens|modelos|mulheres|nuevas-caras|privacidad|selecao|seleccion|ser-modelo|sobre-nos|sobre-nosotros|talentos)/:path*',
    '/pt/:word(about-us|be-a-model|compare|contact|contacto|favoritos|magazine|models|new-faces|news|nuevas-caras|privacidad|seleccion|selection|ser-modelo|sobre-nosotros|talents)/:path*',
  ],
};
