import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';
import { contentSecurityPolicy, createNonce } from './lib/security/csp';

const handleI18nRouting = createMiddleware(routing);

const mediaOrigin = new URL(process.env.NEXT_PUBLIC_MEDIA_BASE_URL ?? 'http://127.0.0.1:4010').origin;
const https = (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https:');

export default function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, mediaOrigin, dev: process.env.NODE_ENV === 'development', https });
  // Next reads the nonce from the request's CSP header and puts it on the scripts it renders;
  // next-intl copies these request headers into its rewrite.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  const response = handleI18nRouting(request);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Everything but the site's own API, Next internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
