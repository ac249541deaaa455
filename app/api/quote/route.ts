import { sendEntry } from '@/lib/panel';
import { quoteSchema } from '@/lib/schemas/quote';
import { formRoute, forward, type SendContext } from '@/lib/forms/handler';
import { validated } from '@/lib/forms/validated';

function send(input: unknown, { idempotencyKey }: SendContext) {
  return validated(quoteSchema, ({ website: _honeypot, ...quote }) =>
    forward('quote request', () => sendEntry('favorites', quote, idempotencyKey)),
  )(input);
}

/** The favorites quote request: the contact fields plus `models`, the favorite talents as JSON. */
export const POST = formRoute({ kind: 'quote', body: 'json', send });
