import { z } from 'zod/mini';

import { contactSchema } from './contact';
import { NOTE_MAX } from './note';
import type { QuoteTalent } from './quote-models';
import { cleanText } from './text';

export { encodeModels, type QuoteTalent } from './quote-models';

export const MAX_QUOTE_TALENTS = 500;

const talentSchema: z.ZodMiniType<QuoteTalent> = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  // The visitor's note on the talent, as the favorites keep it (lib/talents/favorite.ts).
  note: z.optional(
    z.string().check(
      z.overwrite((value) => cleanText(value)),
      z.trim(),
      z.maxLength(NOTE_MAX),
    ),
  ),
});
const talentListSchema = z.array(talentSchema).check(z.maxLength(MAX_QUOTE_TALENTS));

/** The talents of a `models` string, or null when it is not a list of `{id, name}`. */
export function decodeModels(text: string): QuoteTalent[] | null {
  try {
    const parsed = talentListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Sending with no favorites is blocked with 'No talents selected!' (docs/product.md, "Quote request
// form").
const modelsField = z.string({ error: 'noTalents' }).check(
  z.maxLength(100_000, { error: 'tooLong', abort: true }),
  z.superRefine((text, context) => {
    const talents = decodeModels(text);
    if (!talents) context.addIssue({ code: 'custom', message: 'invalid' });
    else if (talents.length === 0) context.addIssue({ code: 'custom', message: 'noTalents' });
  }),
);

/** The favorites quote request: the contact fields plus the favorite talents. */
export const quoteSchema = z.extend(contactSchema, { models: modelsField });

export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;
