import { siteUrlFrom } from '../../lib/env/public.mjs';
import { readSettings } from '../../lib/env/settings.mjs';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The site's public URL for a build: NEXT_PUBLIC_SITE_URL when set, else this machine on the
 * site's PORT (lib/env/public.mjs). Canonical links, the sitemap and robots.txt are written from it
 * when pages are prerendered, so it must be right before `next build`, not only at `next start`.
 */
export function resolveSiteUrl(env = process.env) {
  const settings = readSettings(env);
  return {
    url: siteUrlFrom(settings.NEXT_PUBLIC_SITE_URL, settings.PORT),
    defaulted: settings.NEXT_PUBLIC_SITE_URL === undefined,
  };
}

/** A warning for a production start whose public URL is only the local default; null otherwise. */
export function siteUrlWarning({ url, defaulted }) {
  if (!defaulted || !LOCAL_HOSTS.has(new URL(url).hostname)) return null;
  return (
    `NEXT_PUBLIC_SITE_URL is not set, so canonical links, the sitemap and robots.txt point at ${url}, ` +
    'which search engines and shared links cannot reach. Set NEXT_PUBLIC_SITE_URL to the public ' +
    'address (e.g. https://www.example.com) and start again.'
  );
}
