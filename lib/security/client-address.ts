/**
 * The address a rate limit is counted against. `next start` does not show route handlers the
 * socket address, only X-Forwarded-For, which Next fills with it when the client sent none but
 * passes through when the client did: trusted blindly, it lets a bot pick a new address per
 * request. So the header is read only with `trustedProxies` (TRUST_PROXY) set, and then the entry
 * that many hops from the right, the one the nearest trusted proxy saw, not the client-written
 * first one. Without a trusted proxy every visitor shares one bucket.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  if (trustedProxies < 1) return 'shared';
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-trustedProxies) ?? hops[0] ?? 'unknown';
}
