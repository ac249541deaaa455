// Ports and settings of the site and back-end that an e2e run starts (scripts/e2e-server.mjs).
// E2E_SLOT lets several runs on one machine use their own ports, build folder and data.
import secrets from './secrets.json';

const slot = Number(process.env.E2E_SLOT ?? 0);

export const E2E = {
  slot,
  siteUrl: `http://127.0.0.1:${3100 + slot}`,
  // The public URL in canonical links, the sitemap and robots.txt: e2e runs leave
  // NEXT_PUBLIC_SITE_URL unset, so scripts/start.mjs defaults it from the port.
  publicUrl: `http://localhost:${3100 + slot}`,
  backendUrl: `http://127.0.0.1:${4110 + slot}`,
  // The stand-in Instagram-feed provider (SOCIAL_FEED_EMBED_URL of scripts/e2e-server.mjs), served
  // by tests/e2e/feed-provider.ts only while the feed's own tests run.
  feedPort: 4610 + slot,
  feedUrl: `http://127.0.0.1:${4610 + slot}/embed/feed`,
  inboxPassword: secrets.INBOX_PASSWORD,
  secrets,
  distDir: slot ? `.next-e2e-${slot}` : '.next-e2e',
} as const;
