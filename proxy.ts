import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page request passes here (pages are served from the cache; this is the only code that runs
 * for a cached page). Anything but GET or HEAD is refused, a path that cannot be decoded is a bad
 * request, and the rest goes to next-intl's routing: Spanish (unprefixed) and Portuguese paths are
 * rewritten to their internal English ones, /es/... redirects to the unprefixed path, and a path in
 * another language's words redirects to this language's. Security headers come from
 * next.config.mjs, on these answers too.
 */
export default function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (!decodes(request.nextUrl.pathname)) return new NextResponse(null, { status: 400 });
  return handleI18nRouting(request);
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Everything but the site's own API, Next internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
