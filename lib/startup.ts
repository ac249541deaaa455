import 'server-only';

import { log } from './log/log.mjs';

/**
 * What the Node server does once as it starts (instrumentation.ts): refuses a bad setting, naming
 * each (lib/env/settings.mjs), warns when the feed provider differs from the build's (which the
 * build fixed), refuses production with dev secrets wherever others can reach it, starts recording
 * each request's socket address for the rate limits (lib/security/client-address.ts), and removes
 * the upload folders a crashed process left (lib/forms/upload-folders.ts).
 */
export async function startServer(): Promise<void> {
  const { settingsOrExit } = await import('./env/settings.mjs');
  const settings = settingsOrExit();
  const { feedEmbedDrift } = await import('./env/social-feed.mjs');
  const drift = feedEmbedDrift(settings.SOCIAL_FEED_EMBED_URL);
  if (drift) log('config').warn(drift);
  const { refuseDevSecrets } = await import('./security/startup-secrets.mjs');
  const { recordSocketAddresses } = await import('./security/socket-address');
  refuseDevSecrets();
  recordSocketAddresses();
  const { sweepUploadFolders } = await import('./forms/upload-folders');
  const swept = await sweepUploadFolders();
  if (swept > 0) log('forms').warn(`removed ${swept} upload folder(s) a stopped process left`);
}
