/**
 * Runs once when the server starts (never during `next build`). Its work is Node's alone
 * (lib/startup.ts), imported behind the runtime check so the Edge build of this file holds
 * none of it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/startup');
  await startServer();
}
