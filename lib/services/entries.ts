import 'server-only';

import * as panel from '../panel';

// What the site sends the agency, through the panel adapter (docs/architecture.md, "Layers and
// folders").

/**
 * Forwards a received entry (a contact, a quote of favorites, an application) to the panel. The
 * idempotency key lets the panel store a retried entry once.
 */
export function sendEntry(
  type: panel.EntryType,
  payload: Record<string, string> | FormData,
  idempotencyKey?: string | null,
): ReturnType<typeof panel.sendEntry> {
  return panel.sendEntry(type, payload, idempotencyKey);
}

/** The absolute address of a zip of a talent's composite pictures, made by the panel. */
export function requestCompositeZip(talentId: number, items: number[]): Promise<string> {
  return panel.requestCompositeZip(talentId, items);
}
