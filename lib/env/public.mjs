// @ts-check
// The public settings (NEXT_PUBLIC_*): safe in any bundle, inlined into the browser's at build
// time. Each is read by its literal name, the only form Next inlines, and without the checks of
// lib/env/settings.mjs, which would add their weight to every page: settings.mjs checks these with
// the others, with the defaults below, so a build or a start with a bad one stops, naming it.
// Plain JavaScript because next.config.mjs reads it (see there).

const BACKEND_HOST = '127.0.0.1';
const BACKEND_PORT = 4010;
/** The stand-in back-end on this machine (backend/), where every back-end address defaults to. */
export const LOCAL_BACKEND_URL = `http://${BACKEND_HOST}:${BACKEND_PORT}`;

/**
 * The defaults a browser may see, part of lib/env/settings.mjs's one set: the public settings', and
 * the local addresses they start from, the site's port and the stand-in back-end's.
 */
export const PUBLIC_DEFAULTS = {
  PORT: 3000,
  BACKEND_HOST,
  BACKEND_PORT,
  /** Where `/storage/...` media is served. */
  NEXT_PUBLIC_MEDIA_BASE_URL: LOCAL_BACKEND_URL,
  NEXT_PUBLIC_PRODUCT_NAME: 'Maison Models',
};

/**
 * The site's public address: NEXT_PUBLIC_SITE_URL without its trailing slash, or, unset or blank,
 * this machine on the site's port. scripts/start.mjs sets it before building; the fallback serves a
 * bare `next build` and the unit tests.
 * @param {string | undefined} configured
 * @param {string | number | undefined} port
 */
export function siteUrlFrom(configured, port) {
  const url = configured?.trim();
  if (url) return url.replace(/\/$/, '');
  return `http://localhost:${String(port ?? '').trim() || PUBLIC_DEFAULTS.PORT}`;
}

/** Blank counts as unset, as in lib/env/settings.mjs. @param {string | undefined} value */
const given = (value) => (value?.trim() ? value : undefined);

export const site = {
  url: siteUrlFrom(process.env.NEXT_PUBLIC_SITE_URL, process.env.PORT),
  mediaBaseUrl: (
    process.env.NEXT_PUBLIC_MEDIA_BASE_URL?.trim() || PUBLIC_DEFAULTS.NEXT_PUBLIC_MEDIA_BASE_URL
  ).replace(/\/$/, ''),
  productName:
    given(process.env.NEXT_PUBLIC_PRODUCT_NAME) ?? PUBLIC_DEFAULTS.NEXT_PUBLIC_PRODUCT_NAME,
};

/**
 * Absolute URL of a stored media path ('/storage/...' or 'storage/...') on `base`, the media host
 * by default; absolute http(s) URLs pass through.
 * @param {string} path
 * @param {string} [base]
 * @returns {string}
 */
export function mediaUrl(path, base = site.mediaBaseUrl) {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
