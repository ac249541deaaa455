// @ts-check
// SOCIAL_FEED_EMBED_URL: the address of the frame an Instagram-feed widget provider gives the
// agency (README, "The Instagram section"). The home shows its consent-first section with it, and
// the Content-Security-Policy lets that one origin be framed. Both are fixed when the site is
// built: next.config.mjs builds the policy from it and inlines it into the server's bundles (its
// `env`), so the page and the policy always name the same provider. Plain JavaScript because
// next.config.mjs reads it.

// A plain-http frame would be mixed content on the real site; loopback serves tests and local trials.
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export const FEED_EMBED_RULE = 'must be an https:// URL (http:// only on a loopback host)';

/**
 * @typedef {{ url: string, origin: string, host: string }} FeedEmbed
 */

/**
 * The provider's frame, or null when `value` is unset, blank or not a usable address (the settings
 * check names a bad one, lib/env/settings.mjs).
 * @param {string | undefined} value
 * @returns {FeedEmbed | null}
 */
export function feedEmbed(value) {
  const text = value?.trim() ?? '';
  if (!text || !URL.canParse(text)) return null;
  const url = new URL(text);
  const secure = url.protocol === 'https:';
  const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
  if (!(secure || loopback) || url.username || url.password) return null;
  return { url: url.href, origin: url.origin, host: url.hostname.replace(/^www\./, '') };
}

/**
 * The provider the build was made with: next.config.mjs inlines this variable into the server's
 * bundles, so a server started later with another value still matches its policy.
 */
export const socialFeedEmbed = feedEmbed(process.env.SOCIAL_FEED_EMBED_URL);

/**
 * A warning when the running server was given another SOCIAL_FEED_EMBED_URL than its build: the
 * policy and the section keep the build's until the next build.
 * @param {string | undefined} runtimeValue
 * @param {FeedEmbed | null} [built]
 * @returns {string | null}
 */
export function feedEmbedDrift(runtimeValue, built = socialFeedEmbed) {
  const running = feedEmbed(runtimeValue);
  if ((running?.url ?? null) === (built?.url ?? null)) return null;
  return `SOCIAL_FEED_EMBED_URL is ${running?.url ?? 'unset'} but this build has ${built?.url ?? 'none'}; the Instagram section and the Content-Security-Policy keep the build's until the site is built again (npm start rebuilds when it changes).`;
}
