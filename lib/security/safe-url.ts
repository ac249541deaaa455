/**
 * An absolute http(s) URL from a back-end, or null. Links the panel or the integration API gives
 * (social profiles, the booking provider, videos, slides) are rendered only through this, so a
 * careless or compromised panel cannot put a `javascript:` or `data:` link on the site.
 */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
