import 'server-only';

// Every secret the site holds has a `dev-*` default so `npm start` works with the local back-end.
export const SECRET_VARS = [
  'INTEGRATION_SALT',
  'INTEGRATION_API_KEY',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'REVALIDATE_SECRET',
] as const;

const API_URLS = ['INTEGRATION_API_URL', 'PANEL_API_URL'] as const;

type Env = Record<string, string | undefined>;

/**
 * The secrets left unset or at a `dev-*` value while a production server points at real
 * back-ends: START_BACKEND=0, or an API URL off this machine. Empty otherwise, so the default
 * `npm start` with its local back-end keeps its dev defaults.
 */
export function devSecretsInProduction(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || !againstRealBackends(env)) return [];
  return SECRET_VARS.filter((name) => {
    const value = env[name]?.trim();
    return !value || value.startsWith('dev-');
  });
}

function againstRealBackends(env: Env): boolean {
  if (env.START_BACKEND === '0') return true;
  return API_URLS.some((name) => {
    const value = env[name];
    if (!value) return false;
    try {
      return !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname);
    } catch {
      return false;
    }
  });
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
