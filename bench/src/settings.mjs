// @ts-check
// The bench's own knobs, read and checked as the site's settings are (lib/env/rules.mjs), but kept
// out of the site's table: nothing the site runs reads them. A bad value stops the bench, naming it.
import { count, positiveNumber, text } from '../../lib/env/rules.mjs';

const RULES = {
  // The phone section's interleaved bare/page pairs per page: at least seven for a median; and the
  // kinds of page it loads (prefixes of bench/src/pages.mjs's kinds, 'profile,models list'),
  // blank for every one.
  BENCH_PHONE_PAIRS: count(7),
  BENCH_PHONE_PAGES: text(''),
  // The Lighthouse section's runs per page and the device classes it emulates.
  BENCH_LIGHTHOUSE_PAIRS: count(3),
  BENCH_LIGHTHOUSE_CLASSES: text('low,mid,x4'),
  // The applied-throttling section's pairs per page, and the interaction rounds.
  BENCH_APPLIED_PAIRS: count(3),
  BENCH_INP_ROUNDS: count(5),
  // The hostile section's trickling applications, and how long its honest application beside them
  // is sent again (after each Retry-After) before the section gives up.
  BENCH_HOSTILE_SLOW_BODIES: count(8),
  BENCH_HOSTILE_RETRY_SECONDS: count(180),
  // The soak's length in minutes and its requests per second.
  SOAK_MINUTES: positiveNumber(10),
  SOAK_RATE: positiveNumber(10),
};

/** @typedef {{ [Name in keyof typeof RULES]: ReturnType<(typeof RULES)[Name]> }} BenchSettings */

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {BenchSettings}
 */
export function benchSettings(env = process.env) {
  /** @type {Record<string, unknown>} */
  const settings = {};
  const problems = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const value = env[name]?.trim() ? env[name] : undefined;
    try {
      settings[name] = rule(value);
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid bench settings: ${problems.join('; ')}`);
  return /** @type {BenchSettings} */ (settings);
}
