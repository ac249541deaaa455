// @ts-check
// The default of each server setting, as README's Configuration table and .env.example document
// them: what serves the local back-end. lib/env/settings.mjs checks the settings with zod and fills
// these in. Code that runs outside Next's bundles in the production server (next.config.mjs, the
// Redis connection of the cache handler) reads its few settings with these defaults and no zod,
// which would cost that process about 12 MB; the bundled server code and `npm start` check them
// all. The public settings' defaults are in lib/env/public.mjs. Never import this from a browser.

export const DEFAULTS = {
  PORT: 3000,
  INTEGRATION_API_URL: 'http://127.0.0.1:4010/integration',
  INTEGRATION_SALT: 'dev-integration-salt',
  INTEGRATION_API_KEY: 'dev-integration-key',
  PANEL_API_URL: 'http://127.0.0.1:4010/panel',
  PANEL_SALT: 'dev-panel-salt',
  PANEL_API_TOKEN: 'dev-panel-token',
  REVALIDATE_SECRET: 'dev-revalidate-secret',
  CONTENT_REVALIDATE_SECONDS: 300,
  BACKEND_TIMEOUT_MS: 8000,
  START_BACKEND: '1',
  FORMS_RATE_LIMIT: 20,
  TRUST_PROXY: 0,
  MAX_CONCURRENT_APPLICATIONS: 4,
  COMPOSITE_RATE_LIMIT: 10,
  REDIS_TIMEOUT_MS: 500,
  REDIS_KEY_PREFIX: 'agency:',
  NEXT_DIST_DIR: '.next',
  // The caches' bounds in megabytes (lib/env/cache-bounds.mjs), sized for a 512 MB container.
  PAGE_CACHE_MEMORY_MB: 16,
  PAGE_CACHE_DISK_MB: 128,
  PICTURE_CACHE_DISK_MB: 128,
  LAST_GOOD_MEMORY_MB: 8,
  LAST_GOOD_DISK_MB: 32,
  COMPRESSED_PAGES_MEMORY_MB: 8,
};
