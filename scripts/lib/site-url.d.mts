// Types for site-url.mjs, so its unit test (tests/unit/site-url.test.ts) type-checks.
export type SiteUrl = { url: string; defaulted: boolean };
export function resolveSiteUrl(env?: Record<string, string | undefined>): SiteUrl;
export function siteUrlWarning(siteUrl: SiteUrl): string | null;
