/**
 * Set on every request by the server itself (lib/security/socket-address.ts), from the TCP socket:
 * a value a client sends under this name is overwritten, so it can be trusted.
 */
export const SOCKET_ADDRESS_HEADER = 'x-agency-socket-address';

/**
 * The client a rate limit is counted against. `next start` fills X-Forwarded-For with the socket
 * address only when the client sent none, and passes a client-written one through untouched, so
 * the header alone identifies nobody. Without proxies (TRUST_PROXY=0) the client is the socket's
 * peer, which the server records itself. Behind `trustedProxies` proxies, each appending what it
 * saw, the client is the entry that many hops from the right: the one the outermost trusted proxy
 * wrote, never a client-written one further left. IPv6 clients count by their /64, which one
 * subscriber usually holds whole.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  if (trustedProxies < 1) {
    const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim();
    // Only before the server has hooked its sockets (its first moments), or outside `next start`.
    return socket ? bucket(socket) : 'shared';
  }
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hop = hops.at(-trustedProxies) ?? hops[0];
  return hop ? bucket(hop) : 'unknown';
}

/** IPv4 as it is (also when written IPv4-mapped), IPv6 as its /64 prefix. */
export function bucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().replace(/%.*$/, '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
