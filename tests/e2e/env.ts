// Ports and settings of the site and back-end that an e2e run starts (scripts/e2e-server.mjs).
// E2E_SLOT lets several runs on one machine use their own ports, build folder and data
// (scripts/lib/slot.mjs).
import { e2eBuild, slotPorts } from '../../scripts/lib/slot.mjs';
import secrets from './secrets.json';

const { slot, e2e } = slotPorts();
const build = e2eBuild(slot);

export const E2E = {
  slot,
  siteUrl: `http://127.0.0.1:${e2e.site}`,
  // The public URL in canonical links, the sitemap and robots.txt: e2e runs leave
  // NEXT_PUBLIC_SITE_URL unset, so scripts/start.mjs defaults it from the port.
  publicUrl: build.env.NEXT_PUBLIC_SITE_URL,
  backendUrl: `http://127.0.0.1:${e2e.backend}`,
  // The stand-in Instagram-feed provider (SOCIAL_FEED_EMBED_URL of scripts/e2e-server.mjs), served
  // by tests/e2e/feed-provider.ts only while the feed's own tests run.
  feedPort: e2e.feed,
  feedUrl: build.env.SOCIAL_FEED_EMBED_URL,
  // A server started by a test of its own (tests/e2e/startup.spec.ts).
  startupPort: e2e.startup,
  inboxPassword: secrets.INBOX_PASSWORD,
  secrets,
  distDir: build.distDir,
} as const;
