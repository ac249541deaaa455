/**
 * Runs once when the server starts (never during `next build`): starts recording each request's
 * socket address for the rate limits (lib/security/client-address.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordSocketAddresses } = await import('./lib/security/socket-address');
  recordSocketAddresses();
}
