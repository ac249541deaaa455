import { formRoute, forward, type SendContext } from '@/lib/forms/handler';
import { canonicalModels } from '@/lib/forms/references';
import { validated } from '@/lib/forms/validated';
import { decodeModels, quoteSchema } from '@/lib/schemas/quote';
import { sendEntry } from '@/lib/services/entries';

function send(input: unknown, { idempotencyKey }: SendContext) {
  return validated(quoteSchema, async ({ website: _honeypot, ...quote }) => {
    const models = await canonicalModels(decodeModels(quote.models) ?? []);
    await forward('quote request', () =>
      sendEntry('favorites', { ...quote, models }, idempotencyKey),
    );
  })(input);
}

/**
 * The favorites quote request: the contact fields plus `models`, the favorite talents as JSON,
 * each checked to be one of the agency's and named as the agency names it.
 */
export const POST = formRoute({ kind: 'quote', body: 'json', send });
