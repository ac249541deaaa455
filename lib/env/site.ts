import { mediaUrl, publicEnv } from './public.mjs';

// Public, non-secret settings, safe in any bundle (lib/env/public.mjs reads them). Inlined at build
// time.
export const site = {
  url: publicEnv.siteUrl,
  mediaBaseUrl: publicEnv.mediaBaseUrl,
  productName: publicEnv.productName,
} as const;

/** Absolute URL of a stored media path ('/storage/...'); absolute URLs pass through. */
export { mediaUrl };
