// The talents of a quote request as the panel takes them, apart from the quote's zod schema
// (quote.ts) so the quote form can write them without loading zod with the page.

/** A talent of a quote request, with the visitor's note on it when there is one (issue 48). */
export type QuoteTalent = { id: number; name: string; note?: string };

/** `models` as the panel takes it: a JSON string of `[{id, name}]`, a `note` where there is one. */
export function encodeModels(talents: readonly QuoteTalent[]): string {
  return JSON.stringify(
    talents.map(({ id, name, note }) => (note ? { id, name, note } : { id, name })),
  );
}
