// @ts-check
// Every setting of the site, checked once with zod: the server's (secrets, back-ends, limits,
// Redis) and the public ones (NEXT_PUBLIC_*, read in bundles through lib/env/public.mjs). README's
// Configuration table and .env.example document each; the defaults serve the local back-end.
// They are checked before anything runs: by next.config.mjs for `next build` and `next dev`, and
// when the production server starts (instrumentation.ts), each time stopping on a bad value with a
// message that names every bad variable. TypeScript server code reads them through
// lib/env/server.ts, which browsers cannot import. Plain JavaScript because next.config.mjs imports
// it (see there).
import { z } from 'zod';

import { DEFAULTS } from './defaults.mjs';
import { DEFAULT_MEDIA_BASE_URL, DEFAULT_PRODUCT_NAME } from './public.mjs';
import { FEED_EMBED_RULE, feedEmbed } from './social-feed.mjs';

const count = () => z.coerce.number().int().positive();
// A cache's bound in whole megabytes; 0 keeps nothing there.
/** @param {number} fallback */
const megabytes = (fallback) => unsetWhenBlank(z.coerce.number().int().min(0).default(fallback));

// How many proxies in front of the site append to X-Forwarded-For; 0 (default) trusts none.
const proxyCount = z.preprocess(
  (value) => (value === 'true' ? 1 : value === 'false' || value === '' ? 0 : value),
  z.coerce.number().int().min(0).default(DEFAULTS.TRUST_PROXY),
);

/**
 * Blank counts as unset.
 * @template {z.ZodType} T
 * @param {T} schema
 */
const unsetWhenBlank = (schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );

const redisUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .refine(
    (value) => value === undefined || isRedisUrl(value),
    'must be a redis:// or rediss:// URL',
  )
  .optional();

/** @param {string} value */
function isRedisUrl(value) {
  return URL.canParse(value) && ['redis:', 'rediss:'].includes(new URL(value).protocol);
}

export const settingsSchema = z.object({
  // Public: the site's address, the media host, the product's name.
  PORT: unsetWhenBlank(z.coerce.number().int().min(1).max(65535).default(DEFAULTS.PORT)),
  NEXT_PUBLIC_SITE_URL: unsetWhenBlank(z.url().optional()),
  NEXT_PUBLIC_MEDIA_BASE_URL: z.url().default(DEFAULT_MEDIA_BASE_URL),
  NEXT_PUBLIC_PRODUCT_NAME: z.string().default(DEFAULT_PRODUCT_NAME),
  // The two back-ends and their sign-in. Secrets: server only.
  INTEGRATION_API_URL: z.url().default(DEFAULTS.INTEGRATION_API_URL),
  INTEGRATION_SALT: z.string().default(DEFAULTS.INTEGRATION_SALT),
  INTEGRATION_API_KEY: z.string().default(DEFAULTS.INTEGRATION_API_KEY),
  PANEL_API_URL: z.url().default(DEFAULTS.PANEL_API_URL),
  PANEL_SALT: z.string().default(DEFAULTS.PANEL_SALT),
  PANEL_API_TOKEN: z.string().default(DEFAULTS.PANEL_API_TOKEN),
  REVALIDATE_SECRET: z.string().default(DEFAULTS.REVALIDATE_SECRET),
  CONTENT_REVALIDATE_SECONDS: count().default(DEFAULTS.CONTENT_REVALIDATE_SECONDS),
  BACKEND_TIMEOUT_MS: count().default(DEFAULTS.BACKEND_TIMEOUT_MS),
  // Whether `npm start` runs backend/ beside the site ('0': real back-ends).
  START_BACKEND: z.string().default(DEFAULTS.START_BACKEND),
  // Form submissions per minute and client (its socket address, or what trusted proxies saw).
  FORMS_RATE_LIMIT: count().default(DEFAULTS.FORMS_RATE_LIMIT),
  TRUST_PROXY: proxyCount,
  // Applications handled at once; past it the site answers 503 with Retry-After.
  MAX_CONCURRENT_APPLICATIONS: count().default(DEFAULTS.MAX_CONCURRENT_APPLICATIONS),
  // Composite downloads per minute and client: each one has the panel build a zip.
  COMPOSITE_RATE_LIMIT: count().default(DEFAULTS.COMPOSITE_RATE_LIMIT),
  // The Instagram-feed widget's frame (lib/env/social-feed.mjs); unset, the home has no feed.
  SOCIAL_FEED_EMBED_URL: unsetWhenBlank(
    z
      .string()
      .trim()
      .refine((value) => feedEmbed(value) !== null, FEED_EMBED_RULE)
      .optional(),
  ),
  // Several instances: unset, no Redis and everything stays in the process.
  REDIS_URL: redisUrl,
  REDIS_TIMEOUT_MS: unsetWhenBlank(count().default(DEFAULTS.REDIS_TIMEOUT_MS)),
  REDIS_KEY_PREFIX: z.string().default(DEFAULTS.REDIS_KEY_PREFIX),
  // Where `next build` writes and `next start` reads (e2e runs and the benchmark use their own).
  NEXT_DIST_DIR: z.string().default(DEFAULTS.NEXT_DIST_DIR),
  // The caches' bounds (lib/env/cache-bounds.mjs reads them where zod is not loaded).
  PAGE_CACHE_MEMORY_MB: megabytes(DEFAULTS.PAGE_CACHE_MEMORY_MB),
  PAGE_CACHE_DISK_MB: megabytes(DEFAULTS.PAGE_CACHE_DISK_MB),
  PICTURE_CACHE_DISK_MB: megabytes(DEFAULTS.PICTURE_CACHE_DISK_MB),
  LAST_GOOD_MEMORY_MB: megabytes(DEFAULTS.LAST_GOOD_MEMORY_MB),
  LAST_GOOD_DISK_MB: megabytes(DEFAULTS.LAST_GOOD_DISK_MB),
  COMPRESSED_PAGES_MEMORY_MB: megabytes(DEFAULTS.COMPRESSED_PAGES_MEMORY_MB),
});

/** @typedef {z.output<typeof settingsSchema>} Settings */

/**
 * The settings in `env`, defaults filled in. A bad value throws one error that names every bad
 * variable and what is wrong with it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Settings}
 */
export function readSettings(env = process.env) {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  const names = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].join(', ');
  return failed(
    `Invalid settings (${names}); fix them in the environment or .env.local:\n${lines.join('\n')}`,
  );
}

/** @param {string} message @returns {never} */
function failed(message) {
  const error = new Error(message);
  error.name = 'SettingsError';
  throw error;
}
