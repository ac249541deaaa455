// @ts-check
// Every setting, its default and its rule, in one table: the site's, the public ones (read in
// bundles through lib/env/public.mjs, whose defaults are part of this one set) and those of the
// tests and the bench (whose own knobs are in bench/src/settings.mjs). README's tables and
// .env.example list every one (settings-docs.test.ts keeps them so). Every process reads them
// here, and a server, a build or a script stops on a bad value, naming each. Plain
// JavaScript without zod: the production server reads them outside its bundles, where zod would be
// loaded a second time (docs/architecture.md). TypeScript server code reads them through
// lib/env/private.ts, which browsers cannot import.
import { log } from '../log/log.mjs';
import { LOCAL_BACKEND_URL, PUBLIC_DEFAULTS } from './public.mjs';
import {
  count,
  feedEmbedUrl,
  logLevel,
  megabytes,
  optionalText,
  optionalUrl,
  port,
  proxyCount,
  redisUrl,
  text,
  url,
  wholeNumber,
} from './rules.mjs';

const RULES = {
  // Public: the site's port and address, the media host, the product's name.
  PORT: port(PUBLIC_DEFAULTS.PORT),
  // Unset: http://localhost:$PORT (lib/env/public.mjs), which `npm start` warns about.
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  NEXT_PUBLIC_MEDIA_BASE_URL: url(PUBLIC_DEFAULTS.NEXT_PUBLIC_MEDIA_BASE_URL),
  NEXT_PUBLIC_PRODUCT_NAME: text(PUBLIC_DEFAULTS.NEXT_PUBLIC_PRODUCT_NAME),
  // The interface the production server listens on; unset, every one, as `next start`.
  HOSTNAME: optionalText,
  // The lowest level of the server's log lines (lib/log/log.mjs).
  LOG_LEVEL: logLevel('info'),
  // The two back-ends and their sign-in. Secrets: server only.
  INTEGRATION_API_URL: url(`${LOCAL_BACKEND_URL}/integration`),
  INTEGRATION_SALT: text('dev-integration-salt'),
  INTEGRATION_API_KEY: text('dev-integration-key'),
  PANEL_API_URL: url(`${LOCAL_BACKEND_URL}/panel`),
  PANEL_SALT: text('dev-panel-salt'),
  PANEL_API_TOKEN: text('dev-panel-token'),
  REVALIDATE_SECRET: text('dev-revalidate-secret'),
  CONTENT_REVALIDATE_SECONDS: count(300),
  BACKEND_TIMEOUT_MS: count(8000),
  // Whether `npm start` runs backend/ beside the site ('0': real back-ends), and where it listens.
  START_BACKEND: text('1'),
  BACKEND_HOST: text(PUBLIC_DEFAULTS.BACKEND_HOST),
  BACKEND_PORT: port(PUBLIC_DEFAULTS.BACKEND_PORT, 0),
  // The stand-in's staff inbox; its default is public, refused wherever the site can be reached.
  INBOX_PASSWORD: text('agency-inbox'),
  // Form submissions per minute and client (its socket address, or what trusted proxies saw).
  FORMS_RATE_LIMIT: count(20),
  TRUST_PROXY: proxyCount,
  // Applications handled at once; past it the site answers 503 with Retry-After.
  MAX_CONCURRENT_APPLICATIONS: count(4),
  // How long an application is kept, in months from the day it arrived, and with the applicant's
  // consent to keep it for future castings (never shorter): its keep-until date for the panel.
  APPLICATION_RETENTION_MONTHS: count(6),
  APPLICATION_CASTINGS_RETENTION_MONTHS: count(24),
  // Connections the production server holds open at once; past it new ones are dropped.
  MAX_CONNECTIONS: count(1024),
  // How long a stopping server (SIGTERM) lets requests in flight finish before it answers 503.
  SHUTDOWN_TIMEOUT_MS: count(30_000),
  // Composite downloads per minute and client: each one has the panel build a zip.
  COMPOSITE_RATE_LIMIT: count(10),
  // The Instagram-feed widget's frame (lib/env/social-feed.mjs); unset, the home has no feed.
  SOCIAL_FEED_EMBED_URL: feedEmbedUrl,
  // Several instances: unset, no Redis and everything stays in the process.
  REDIS_URL: redisUrl,
  REDIS_TIMEOUT_MS: count(500),
  REDIS_KEY_PREFIX: text('agency:'),
  // Where `next build` writes and the server reads (e2e runs and the benchmark use their own).
  NEXT_DIST_DIR: text('.next'),
  // The caches' bounds, sized for a 512 MB container (lib/env/cache-bounds.mjs gives them in bytes).
  PAGE_CACHE_MEMORY_MB: megabytes(8),
  PAGE_CACHE_DISK_MB: megabytes(128),
  PICTURE_CACHE_DISK_MB: megabytes(128),
  LAST_GOOD_MEMORY_MB: megabytes(4),
  LAST_GOOD_DISK_MB: megabytes(32),
  COMPRESSED_PAGES_MEMORY_MB: megabytes(8),
  // The tests and the bench: the Chromium they drive, the slot that shifts their ports and folders
  // so several checkouts on one machine never collide (scripts/lib/slot.mjs), the redis-server the
  // Redis tests start.
  CHROMIUM_PATH: text('/usr/bin/chromium'),
  E2E_SLOT: wholeNumber(0, { min: 0, max: 99, rule: 'must be a whole number from 0 to 99' }),
  REDIS_SERVER_PATH: text('redis-server'),
};

/** @typedef {keyof typeof RULES} SettingName */
/** @typedef {{ [Name in SettingName]: ReturnType<(typeof RULES)[Name]> }} Settings */

/**
 * The settings in `env`, defaults filled in. A blank value counts as unset. A bad value throws one
 * error that names every bad variable and what is wrong with it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Settings}
 */
export function readSettings(env = process.env) {
  /** @type {Record<string, unknown>} */
  const settings = {};
  /** @type {string[]} */
  const problems = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const value = env[name];
    try {
      settings[name] = rule(value?.trim() ? value : undefined);
    } catch (error) {
      problems.push(`  ${name}: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (problems.length > 0) failed(problems);
  return /** @type {Settings} */ (settings);
}

/** The default of every setting (undefined: unset unless given). */
export const DEFAULTS = readSettings({});

/**
 * The settings, or a message naming each bad one and the end of the process: what a server does as
 * it starts.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Settings}
 */
export function settingsOrExit(env = process.env) {
  try {
    return readSettings(env);
  } catch (error) {
    log('config').fatal(`Refusing to start: ${error instanceof Error ? error.message : error}`);
    return process.exit(1);
  }
}

/** @param {string[]} problems @returns {never} */
function failed(problems) {
  const names = problems.map((line) => line.trim().split(':')[0]).join(', ');
  const error = new Error(
    `Invalid settings (${names}); fix them in the environment or .env.local:\n${problems.join('\n')}`,
  );
  error.name = 'SettingsError';
  throw error;
}
