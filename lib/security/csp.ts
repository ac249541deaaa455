// The Content-Security-Policy of every page: only what the site uses. Scripts need the
// per-request nonce (Next adds it to its own scripts); 'strict-dynamic' lets those load chunks.
type CspOptions = { nonce: string; mediaOrigin: string; dev: boolean; https: boolean };

// Players and the map the site embeds (post covers, talent videos, contact map).
const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
];

export function contentSecurityPolicy({ nonce, mediaOrigin, dev, https }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React and next/image set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // openstreetmap.org: the contact map probes its service with an image before mounting (a failed frame still fires load).
    'img-src': ["'self'", 'data:', 'blob:', mediaOrigin, 'https://i.ytimg.com', 'https://i.vimeocdn.com', 'https://www.openstreetmap.org'],
    'media-src': ["'self'", 'blob:', mediaOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", mediaOrigin, ...(dev ? ['ws:'] : [])],
    'frame-src': FRAME_SOURCES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  // Only on https: on plain-http set-ups it would upgrade media requests that cannot be upgraded.
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
