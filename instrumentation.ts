/**
 * Runs once when the server starts (never during `next build`): refuses production with dev
 * secrets against real back-ends, and starts recording each request's socket address for the
 * rate limits (lib/security/client-address.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseDevSecrets } = await import('./lib/security/startup-secrets');
  const { recordSocketAddresses } = await import('./lib/security/socket-address');
  refuseDevSecrets();
  recordSocketAddresses();
}
