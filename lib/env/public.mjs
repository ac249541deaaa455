// @ts-check
// The public settings (NEXT_PUBLIC_*): safe in any bundle, inlined into the browser's at build
// time. Each is read by its literal name, the only form Next inlines, and without zod, which would
// add its weight to every page: they are checked with the server's settings (lib/env/settings.mjs),
// so a build or a start with a bad one stops, naming it.
// Plain JavaScript because next.config.mjs reads it (see there).

/**
 * Where `/storage/...` media is served when NEXT_PUBLIC_MEDIA_BASE_URL is unset (the local
 * back-end).
 */
export const DEFAULT_MEDIA_BASE_URL = 'http://127.0.0.1:4010';
export const DEFAULT_PRODUCT_NAME = 'Maison Models';

export const publicEnv = {
  // scripts/start.mjs sets it (from PORT when unset) before building; the fallback serves a bare
  // `next build`.
  siteUrl: (
    process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`
  ).replace(/\/$/, ''),
  mediaBaseUrl: (process.env.NEXT_PUBLIC_MEDIA_BASE_URL ?? DEFAULT_MEDIA_BASE_URL).replace(
    /\/$/,
    '',
  ),
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
};

/**
 * Absolute URL of a stored media path ('/storage/...' or 'storage/...') on `base`, the media host
 * by default; absolute http(s) URLs pass through.
 * @param {string} path
 * @param {string} [base]
 * @returns {string}
 */
export function mediaUrl(path, base = publicEnv.mediaBaseUrl) {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
