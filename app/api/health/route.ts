// Liveness of the site itself (not of the back-ends): Playwright's webServer waits on it.
export function GET() {
  return Response.json({ ok: true });
}
