// The talents of a quote request as the panel takes them, apart from the quote's zod schema
// (quote.ts) so the quote form can write them without loading zod with the page.

export type QuoteTalent = { id: number; name: string };

/** `models` as the panel takes it: a JSON string of `[{id, name}]`. */
export function encodeModels(talents: readonly QuoteTalent[]): string {
  return JSON.stringify(talents.map(({ id, name }) => ({ id, name })));
}
