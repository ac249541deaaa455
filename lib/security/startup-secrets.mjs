// @ts-check
// Dev secrets never guard a reachable site (README, "Pointing the site at the real back-ends"):
// read by the production server as it starts (lib/startup.ts) and by `npm start` before it starts
// anything (scripts/start.mjs), so plain JavaScript.
import { readSettings } from '../env/settings.mjs';
import { log } from '../log/log.mjs';

// Every secret the site holds has a `dev-*` default so `npm start` works with the local back-end.
export const SECRET_VARS = /** @type {const} */ ([
  'INTEGRATION_SALT',
  'INTEGRATION_API_KEY',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'REVALIDATE_SECRET',
]);

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {import('../env/settings.mjs').Settings} Settings */

/**
 * True for an interface only this machine reaches: 127.0.0.0/8, ::1, localhost. Unset (every
 * interface) is not.
 * @param {string | undefined} host
 */
export function isLoopback(host) {
  const name = host
    ?.trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (!name) return false;
  return name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/**
 * The public stand-in values a production server would run with while it can be reached: the
 * secrets left unset or at a `dev-*` value, and the stand-in inbox's default password when
 * `npm start` runs it. Reachable means pointing at real back-ends (START_BACKEND=0, or an API URL
 * off this machine), or listening beyond loopback (HOSTNAME unset is every interface), or the
 * stand-in listening beyond it. Empty otherwise, so the default `npm start` on 127.0.0.1 keeps
 * its defaults, and development is left alone.
 * @param {Env} env
 * @returns {string[]}
 */
export function devSecretsInProduction(env) {
  if (env.NODE_ENV !== 'production') return [];
  const settings = readSettings(env);
  const standIn = settings.START_BACKEND !== '0';
  const reachable =
    againstRealBackends(settings) ||
    !isLoopback(settings.HOSTNAME) ||
    (standIn && !isLoopback(settings.BACKEND_HOST));
  if (!reachable) return [];
  // An unset or blank secret is its dev-* default.
  const secrets = SECRET_VARS.filter((name) => settings[name].trim().startsWith('dev-'));
  const inbox = standIn && settings.INBOX_PASSWORD === DEFAULT_INBOX_PASSWORD;
  return inbox ? [...secrets, 'INBOX_PASSWORD'] : secrets;
}

const DEFAULT_INBOX_PASSWORD = readSettings({}).INBOX_PASSWORD;

/** @param {Settings} settings */
function againstRealBackends(settings) {
  if (settings.START_BACKEND === '0') return true;
  return [settings.INTEGRATION_API_URL, settings.PANEL_API_URL].some(
    (url) => !isLoopback(new URL(url).hostname),
  );
}

/**
 * Stops a production start that would run with a public stand-in value while it can be reached,
 * naming each variable to set.
 * @param {Env} [env]
 * @param {(code: number) => never} [exit]
 */
export function refuseDevSecrets(env = process.env, exit = process.exit) {
  const names = devSecretsInProduction(env);
  if (names.length === 0) return;
  log('config').fatal(
    `Refusing to start: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} unset or a dev-* default ` +
      '(the stand-in back-end’s public values), while the site runs in production where others can reach it: ' +
      'against real back-ends (START_BACKEND=0 or a remote API URL), or listening beyond this machine ' +
      `(HOSTNAME ${env.HOSTNAME?.trim() ? `= ${env.HOSTNAME.trim()}` : 'unset: every interface'}). ` +
      'Set each to a real secret in the environment, or listen on loopback only (HOSTNAME=127.0.0.1).',
  );
  exit(1);
}
