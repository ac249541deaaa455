import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page and file request passes here (a cached page runs no other code of ours). Anything but
 * GET or HEAD is refused, a path that cannot be decoded is a bad request (Next would answer a bare
 * 500), files are left to Next, and pages go to next-intl's routing: Spanish (unprefixed) and
 * Portuguese paths are rewritten to their internal English ones, /es/... redirects to the
 * unprefixed path, and a path in another language's words redirects to this language's. Security
 * headers come from next.config.mjs, on these answers too.
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
  // Everything but the site's own API (whose uploads must not be buffered by a proxy) and Next's
  // internals.
  matcher: '/((?!api/|_next/|_vercel/).*)',
};
