// A favorite's note, as the favorites keep it (lib/talents/favorite.ts) and the quote request
// sends it (./quote.ts); plain code without zod, as the favorites load with every page.

import { cleanText } from './text';

/** The longest note a favorite keeps (issue 48): a role, a day, a look. */
export const NOTE_MAX = 200;

/**
 * A note as it is kept and sent: one line, cleaned as every text visitors type (./text.ts),
 * trimmed, at most NOTE_MAX characters; '' for none.
 */
export function cleanNote(value: string): string {
  const note = cleanText(value.slice(0, NOTE_MAX * 2)).trim();
  // Cut within a surrogate pair, the lone half is dropped with it.
  return note.length > NOTE_MAX ? cleanText(note.slice(0, NOTE_MAX)).trimEnd() : note;
}
