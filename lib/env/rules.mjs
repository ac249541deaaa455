// @ts-check
// The rules of lib/env/settings.mjs's table: each gives a setting's value from its variable's text
// (undefined when unset or blank, the default then) or throws saying what is wrong.
import { levelNamed, LOG_LEVELS } from '../log/level.mjs';
import { FEED_EMBED_RULE, feedEmbed } from './social-feed.mjs';

/**
 * @template T
 * @typedef {(text: string | undefined) => T} Rule
 */

/** @param {string} message @returns {never} */
const wrong = (message) => {
  throw new Error(message);
};

/** @param {string} fallback @returns {Rule<string>} */
export const text = (fallback) => (value) => value ?? fallback;

/** @type {Rule<string | undefined>} */
export const optionalText = (value) => value;

/** @type {Rule<string | undefined>} */
export const optionalUrl = (value) => {
  const url = value?.trim();
  return url === undefined || URL.canParse(url) ? url : wrong('must be a URL');
};

/** @param {string} fallback @returns {Rule<string>} */
export const url = (fallback) => (value) => optionalUrl(value) ?? fallback;

/**
 * @param {number} fallback
 * @param {{ min: number, max?: number, rule: string }} range what a wrong value is told
 * @returns {Rule<number>}
 */
export const wholeNumber =
  (fallback, { min, max = Number.MAX_SAFE_INTEGER, rule }) =>
  (value) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? number : wrong(rule);
  };

/** @param {number} fallback */
export const count = (fallback) =>
  wholeNumber(fallback, { min: 1, rule: 'must be a whole number above 0' });

/** A number above 0, fractions allowed. @param {number} fallback @returns {Rule<number>} */
export const positiveNumber = (fallback) => (value) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : wrong('must be a number above 0');
};

/** @param {number} fallback @param {number} [min] backend/ takes 0 as any free port */
export const port = (fallback, min = 1) =>
  wholeNumber(fallback, { min, max: 65535, rule: `must be a port number (${min} to 65535)` });

/** A cache's bound in whole megabytes; 0 keeps nothing there. @param {number} fallback */
export const megabytes = (fallback) =>
  wholeNumber(fallback, { min: 0, rule: 'must be a whole number of megabytes (0 or more)' });

/** A count of proxies, also written true (one) or false (none). @type {Rule<number>} */
export const proxyCount = (value) =>
  wholeNumber(0, { min: 0, rule: 'must be a whole number (0 or more), or true or false' })(
    value === 'true' ? '1' : value === 'false' ? '0' : value,
  );

/** @type {Rule<string | undefined>} */
export const redisUrl = (value) => {
  const url = value?.trim();
  if (url === undefined) return undefined;
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  return ['redis:', 'rediss:'].includes(protocol)
    ? url
    : wrong('must be a redis:// or rediss:// URL');
};

/** @type {Rule<string | undefined>} */
export const feedEmbedUrl = (value) => {
  const url = value?.trim();
  return url === undefined || feedEmbed(url) ? url : wrong(FEED_EMBED_RULE);
};

/** @typedef {import('../log/level.mjs').LogLevel} LogLevel */

/** @param {LogLevel} fallback @returns {Rule<LogLevel>} */
export const logLevel = (fallback) => (value) => {
  if (value?.trim() === undefined) return fallback;
  return levelNamed(value) ?? wrong(`must be one of ${LOG_LEVELS.join(', ')}`);
};
