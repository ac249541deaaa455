import { formRoute, forward, type SendContext } from '@/lib/forms/handler';
import { validated } from '@/lib/forms/validated';
import { contactSchema } from '@/lib/schemas/contact';
import { sendEntry } from '@/lib/services/entries';

function send(input: unknown, { idempotencyKey }: SendContext) {
  return validated(contactSchema, ({ website: _honeypot, ...contact }) =>
    forward('contact', () => sendEntry('contact', contact, idempotencyKey)),
  )(input);
}

/** The contact form: JSON, validated like the form, forwarded to the panel's contact entries. */
export const POST = formRoute({ kind: 'contact', body: 'json', send });
