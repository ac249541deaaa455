import { sendEntry } from '@/lib/panel';
import { quoteSchema } from '@/lib/schemas/quote';
import { readJsonBody } from '@/lib/forms/body';
import { formRoute, forward } from '@/lib/forms/handler';
import { validated } from '@/lib/forms/validated';

const send = validated(quoteSchema, ({ website: _honeypot, ...quote }) =>
  forward('quote request', () => sendEntry('favorites', quote)),
);

/** The favorites quote request: the contact fields plus `models`, the favorite talents as JSON. */
export const POST = formRoute(async (request) => send(await readJsonBody(request)));
