// @ts-check
// The security headers of every response, set once in next.config.mjs. Plain JavaScript because
// the production server reads next.config.mjs without a TypeScript compiler.

// The video players' embed frames (lib/video/embed.ts: YouTube's privacy-enhanced player and
// Vimeo's player page). Their code runs in their own frames, never on our pages, so they are framed
// and asked whether they answer before a frame is shown (connect-src), nothing else.
const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
// The contact map.
const MAP_ORIGIN = 'https://www.openstreetmap.org';

/**
 * @typedef {{ mediaOrigin: string, dev: boolean, https: boolean, feedOrigin?: string | null }} PolicyOptions
 * feedOrigin: the Instagram-feed provider this build was configured with (lib/env/social-feed.mjs),
 * if any: it may be framed, and asked whether it answers (connect-src) once a visitor wants its feed.
 */

/**
 * The Content-Security-Policy: only what the site uses. It is the same for every page, because
 * pages are served from the cache and a cached page cannot carry a per-request nonce. Scripts
 * therefore allow 'unsafe-inline': Next writes each page's data as inline scripts whose content
 * differs per page. Script injection is stopped where content enters instead (docs/architecture.md,
 * "Security").
 * @param {PolicyOptions} options
 */
export function contentSecurityPolicy({ mediaOrigin, dev, https, feedOrigin = null }) {
  const feed = feedOrigin ? [feedOrigin] : [];
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React and next/image set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // openstreetmap.org: the contact map probes its service with an image before mounting (a failed
    // frame still fires load).
    'img-src': ["'self'", 'data:', 'blob:', mediaOrigin, MAP_ORIGIN],
    'media-src': ["'self'", 'blob:', mediaOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", mediaOrigin, ...PLAYER_ORIGINS, ...feed, ...(dev ? ['ws:'] : [])],
    'frame-src': [...PLAYER_ORIGINS, MAP_ORIGIN, ...feed],
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

/**
 * Every header Next adds to every response (pages, files, API answers and 404s alike).
 * @param {PolicyOptions} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(options.https
      ? [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
        ]
      : []),
  ];
}
