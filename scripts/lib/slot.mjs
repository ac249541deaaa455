// @ts-check
// Where the tests and the bench run their servers: each kind on its own ports, all shifted by
// E2E_SLOT (lib/env/settings.mjs) so several checkouts on one machine never collide, and clear of
// one another so an e2e run, a bench and the Redis tests may run at once.
import { siteUrlFrom } from '../../lib/env/public.mjs';
import { readSettings } from '../../lib/env/settings.mjs';

/** @param {number} [slot] */
export function slotPorts(slot = readSettings().E2E_SLOT) {
  return {
    slot,
    /** The e2e site and back-end (scripts/e2e-server.mjs), and the feed provider's stand-in. */
    e2e: { site: 3100 + slot, backend: 4110 + slot, feed: 4610 + slot, startup: 3190 + slot },
    /**
     * The bench's site and back-end (bench/src/servers.mjs), and the server the hostile
     * section stops (bench/src/hostile.mjs).
     */
    bench: { site: 3200 + slot, backend: 4210 + slot, stop: 3250 + slot },
    /** The bench's ceiling pages (bench/src/ceiling.mjs). */
    ceilings: { bare: 3300 + 2 * slot, proxied: 3301 + 2 * slot },
    /** The start-up smoke check's site and back-end (scripts/smoke.mjs). */
    smoke: { site: 3700 + slot, backend: 4710 + slot },
    /** Several instances on one Redis (scripts/lib/cluster.mjs). */
    cluster: {
      sites: /** @type {[number, number]} */ ([3400 + 2 * slot, 3401 + 2 * slot]),
      backend: 4410 + slot,
      redis: 6390 + slot,
      proxy: 8400 + slot,
    },
  };
}

/**
 * The folder and build-time settings of the e2e build (scripts/e2e-server.mjs, and the Redis tests'
 * instances): the same sources and build-time values give the same fingerprint, so `npm test`
 * builds once for both. Its own folder per slot, so an e2e run never clobbers what `npm start`
 * serves.
 * @param {number} [slot]
 */
export function e2eBuild(slot = readSettings().E2E_SLOT) {
  const { e2e } = slotPorts(slot);
  return {
    distDir: slot ? `.next-e2e-${slot}` : '.next-e2e',
    env: {
      // What scripts/start.mjs makes of it unset (the SEO tests check that default).
      NEXT_PUBLIC_SITE_URL: siteUrlFrom(undefined, e2e.site),
      NEXT_PUBLIC_MEDIA_BASE_URL: `http://127.0.0.1:${e2e.backend}`,
      SOCIAL_FEED_EMBED_URL: `http://127.0.0.1:${e2e.feed}/embed/feed`,
    },
  };
}
