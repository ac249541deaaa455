const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The site's public URL for a build: NEXT_PUBLIC_SITE_URL when set, else http://localhost on the
 * site's PORT (3000). Canonical links, the sitemap and robots.txt are written from it when pages
 * are prerendered, so it must be right before `next build`, not only at `next start`.
 */
export function resolveSiteUrl(env = process.env) {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (configured) return { url: configured.replace(/\/$/, ''), defaulted: false };
  return { url: `http://localhost:${env.PORT?.trim() || '3000'}`, defaulted: true };
}

/** A warning for a production start whose public URL is only the local default; null otherwise. */
export function siteUrlWarning({ url, defaulted }) {
  if (!defaulted || !LOCAL_HOSTS.has(new URL(url).hostname)) return null;
  return [
    `[start] WARNING: NEXT_PUBLIC_SITE_URL is not set, so canonical links, the sitemap and robots.txt`,
    `[start]          point at ${url}, which search engines and shared links cannot reach.`,
    `[start]          Set NEXT_PUBLIC_SITE_URL to the public address (e.g. https://www.example.com) and start again.`,
  ].join('\n');
}
