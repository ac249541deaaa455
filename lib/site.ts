// Public, non-secret settings, safe in any bundle. Inlined at build time.
export const site = {
  // scripts/start.mjs sets it (from PORT when unset) before building; the fallback serves a bare `next build`.
  url: (process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, ''),
  mediaBaseUrl: (process.env.NEXT_PUBLIC_MEDIA_BASE_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, ''),
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME ?? 'Maison Models',
} as const;

/** Absolute URL of a stored media path ('/storage/...'); absolute URLs pass through. */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.mediaBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
