// What the form handlers answer when a send is stored. Refusals are AppErrors (lib/errors.ts),
// answered by their toResponse(): `{ error, fields? }`, `error` a stable code.

/** 201; a send answered from the idempotency record says so, as the panel does (backend/API.md). */
export function sentResponse(replayed = false): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  return Response.json({ ok: true }, { status: 201, headers });
}
