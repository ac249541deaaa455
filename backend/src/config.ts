import path from 'node:path';
import { z } from 'zod';

// The site's defaults (lib/env/settings.mjs) where both sides must agree: where the stand-in
// listens and the credentials the site signs in with.
import { DEFAULTS } from '../../lib/env/settings.mjs';

/** Every setting of the stand-in, read once from the environment (see backend/README.md). */
export interface Config {
  host: string;
  port: number;
  /** Absolute path; holds agency.db, storage/ (public media) and entries/ (received photos). */
  dataDir: string;
  tokenTtlSeconds: number;
  integration: { salt: string; apiKey: string };
  panel: { salt: string; apiToken: string };
  inboxPassword: string;
  seed: { talents: number; posts: number };
  testControls: boolean;
  /** Minutes between two deletions of the entries past their keep-until date. */
  retentionSweepMinutes: number;
  /**
   * Optional folder of rendered demo pictures shared by data dirs (absolute), or null to render
   * each time.
   */
  imageCacheDir: string | null;
}

const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value?.toLowerCase() === 'true');

const schema = z.object({
  BACKEND_HOST: z.string().min(1).default(DEFAULTS.BACKEND_HOST),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULTS.BACKEND_PORT),
  BACKEND_DATA_DIR: z.string().min(1).default('data'),
  BACKEND_TOKEN_TTL: z.coerce.number().int().positive().default(3600),
  INTEGRATION_SALT: z.string().min(1).default(DEFAULTS.INTEGRATION_SALT),
  INTEGRATION_API_KEY: z.string().min(1).default(DEFAULTS.INTEGRATION_API_KEY),
  PANEL_SALT: z.string().min(1).default(DEFAULTS.PANEL_SALT),
  PANEL_API_TOKEN: z.string().min(1).default(DEFAULTS.PANEL_API_TOKEN),
  INBOX_PASSWORD: z.string().min(1).default(DEFAULTS.INBOX_PASSWORD),
  BACKEND_SEED_TALENTS: z.coerce.number().int().min(1).max(5000).default(64),
  BACKEND_SEED_POSTS: z.coerce.number().int().min(1).max(2000).default(60),
  BACKEND_TEST_CONTROLS: flag,
  BACKEND_RETENTION_SWEEP_MINUTES: z.coerce.number().positive().max(1440).default(60),
  BACKEND_IMAGE_CACHE: z.string().min(1).optional(),
});

/** Empty strings count as unset, so `BACKEND_PORT= npm run backend` keeps the default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid backend configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    dataDir: path.resolve(cwd, e.BACKEND_DATA_DIR),
    tokenTtlSeconds: e.BACKEND_TOKEN_TTL,
    integration: { salt: e.INTEGRATION_SALT, apiKey: e.INTEGRATION_API_KEY },
    panel: { salt: e.PANEL_SALT, apiToken: e.PANEL_API_TOKEN },
    inboxPassword: e.INBOX_PASSWORD,
    seed: { talents: e.BACKEND_SEED_TALENTS, posts: e.BACKEND_SEED_POSTS },
    testControls: e.BACKEND_TEST_CONTROLS,
    retentionSweepMinutes: e.BACKEND_RETENTION_SWEEP_MINUTES,
    imageCacheDir: e.BACKEND_IMAGE_CACHE ? path.resolve(cwd, e.BACKEND_IMAGE_CACHE) : null,
  };
}
