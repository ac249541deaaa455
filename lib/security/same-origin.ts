/**
 * True when a browser says the request comes from another site's page. Every current browser
 * sends Sec-Fetch-Site: only 'same-origin' (and 'none', a visitor's own action) may pass, so a
 * sibling subdomain ('same-site') cannot post either. Older browsers send only Origin, which must
 * then be this site's. A request with neither comes from no web page (curl, a server), which no
 * third-party page can make a visitor's browser send, so it passes to the other checks.
 */
export function isCrossSite(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.get('origin');
  if (origin === null) return false;
  return !ownOrigins(headers, siteOrigin).has(origin.toLowerCase());
}

/** The configured public origin and the one the request was addressed to (its Host). */
function ownOrigins(headers: Headers, siteOrigin: string): Set<string> {
  const origins = new Set([siteOrigin.toLowerCase()]);
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  for (const host of [
    headers.get('host'),
    headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
  ]) {
    if (host) origins.add(`${proto}://${host}`.toLowerCase());
  }
  return origins;
}
