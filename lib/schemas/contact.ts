import { z } from 'zod/mini';

import { emailField, honeypotField, messageField, nameField, phoneField } from './fields';

/**
 * The contact form (docs/product.md, "Contact form"): every field required, the e-mail valid, the
 * phone masked.
 */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: messageField,
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
