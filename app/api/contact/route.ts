import { sendEntry } from '@/lib/panel';
import { contactSchema } from '@/lib/schemas/contact';
import { readJsonBody } from '@/lib/forms/body';
import { formRoute, forward } from '@/lib/forms/handler';
import { validated } from '@/lib/forms/validated';

const send = validated(contactSchema, ({ website: _honeypot, ...contact }) =>
  forward('contact', () => sendEntry('contact', contact)),
);

/** The contact form: JSON, validated like the form, forwarded to the panel's contact entries. */
export const POST = formRoute(async (request) => send(await readJsonBody(request)));
