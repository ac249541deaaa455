// @ts-check
// The levels a log line may have, lowest first; the LOG_LEVEL setting's rule (lib/env/rules.mjs)
// checks against them, so the logger needs nothing of the settings.

/** The lowest level the logs keep; `silent` keeps none. */
export const LOG_LEVELS = /** @type {const} */ ([
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
]);

/** @typedef {(typeof LOG_LEVELS)[number]} LogLevel */

/**
 * The level a text names, in any case, or undefined.
 * @param {string | undefined} value
 * @returns {LogLevel | undefined}
 */
export function levelNamed(value) {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((name) => name === level);
}
