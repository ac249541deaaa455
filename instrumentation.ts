/**
 * Runs once when the server starts (never during `next build`): refuses a bad setting, naming each
 * (lib/env/settings.mjs), and production with dev secrets against real back-ends, and starts
 * recording each request's socket address for the rate limits (lib/security/client-address.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/env/server').catch((error: unknown) => {
    console.error(`[config] Refusing to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
  const { refuseDevSecrets } = await import('./lib/security/startup-secrets');
  const { recordSocketAddresses } = await import('./lib/security/socket-address');
  refuseDevSecrets();
  recordSocketAddresses();
}
