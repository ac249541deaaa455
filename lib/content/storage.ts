import { mediaUrl } from '../env/public.mjs';

// Post content uses relative /storage/ sources, served from the media base URL (docs/product.md,
// "Post page").
const STORAGE_PATH = /^\/?storage\//;

/**
 * A relative `/storage/...` source made absolute on the media base URL; anything else is left
 * alone.
 */
export function rewriteStorageSrc(src: string, mediaBaseUrl: string): string {
  const value = src.trim();
  if (!STORAGE_PATH.test(value)) return src;
  return mediaUrl(value, mediaBaseUrl);
}
