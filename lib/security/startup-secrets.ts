import 'server-only';

import { readSettings, type Settings } from '@/lib/env/settings.mjs';

// Every secret the site holds has a `dev-*` default so `npm start` works with the local back-end.
export const SECRET_VARS = [
  'INTEGRATION_SALT',
  'INTEGRATION_API_KEY',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'REVALIDATE_SECRET',
] as const;

type Env = Record<string, string | undefined>;

/**
 * The secrets left unset or at a `dev-*` value while a production server points at real
 * back-ends: START_BACKEND=0, or an API URL off this machine. Empty otherwise, so the default
 * `npm start` with its local back-end keeps its dev defaults.
 */
export function devSecretsInProduction(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const settings = readSettings(env);
  if (!againstRealBackends(settings)) return [];
  // An unset or blank secret is its dev-* default.
  return SECRET_VARS.filter((name) => settings[name].trim().startsWith('dev-'));
}

function againstRealBackends(settings: Settings): boolean {
  if (settings.START_BACKEND === '0') return true;
  return [settings.INTEGRATION_API_URL, settings.PANEL_API_URL].some(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname),
  );
}

/** Stops a production start that would run with a dev secret, naming each variable to set. */
export function refuseDevSecrets(
  env: Env = process.env,
  exit: (code: number) => never = process.exit,
): void {
  const names = devSecretsInProduction(env);
  if (names.length === 0) return;
  console.error(
    `[config] Refusing to start: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} unset or a dev-* default, ` +
      'while the site runs in production against real back-ends (START_BACKEND=0 or a remote API URL). ' +
      'Set each to the real secret in the environment.',
  );
  exit(1);
}
