// zod/mini: these schemas ship to the browser when a form first checks, and mini tree-shakes to
// what they use.
import { z } from 'zod/mini';

import { isPhone, toE164 } from './phone';
import { cleanText, hasLetter } from './text';

// Field rules shared by every form. Messages are keys of Forms.errors (./field-errors.ts).

/** Required text, cleaned (lib/schemas/text.ts) and trimmed; one line unless `multiline`. */
export function requiredText(max: number, multiline = false) {
  return z.string({ error: 'required' }).check(
    z.overwrite((value) => cleanText(value, multiline)),
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(max, { error: 'tooLong' }),
  );
}

// A name of only invisible characters or digits cannot be addressed: it needs a letter.
export const nameField = requiredText(120).check(z.refine(hasLetter, { error: 'name' }));

export const emailField = z.pipe(requiredText(254), z.email({ error: 'email' }));

/** A valid number for its country (or one in the old mask), sent on as E.164: '+34655555431'. */
export const phoneField = z.pipe(
  z.string({ error: 'required' }).check(
    z.overwrite((value) => cleanText(value)),
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.refine(isPhone, { error: 'phone' }),
  ),
  z.transform(toE164),
);

export const messageField = requiredText(5000, true);

// Fields required or not depending on other answers (the application's, for applicants under 18):
// a blank one passes as '', and one its form requires arrives as undefined, which is 'required'
// (lib/schemas/application.ts decides which before they are checked).

/** Text, cleaned and trimmed, '' when left blank. */
export function blankableText(max: number) {
  return z.string({ error: 'required' }).check(
    z.overwrite((value) => cleanText(value)),
    z.trim(),
    z.maxLength(max, { error: 'tooLong' }),
  );
}

export const blankableName = blankableText(120).check(
  z.refine((value) => value === '' || hasLetter(value), { error: 'name' }),
);

const email = z.email();
export const blankableEmail = blankableText(254).check(
  z.refine((value) => value === '' || z.safeParse(email, value).success, { error: 'email' }),
);

/** A phone as phoneField, '' when left blank. */
export const blankablePhone = z.pipe(
  z.string({ error: 'required' }).check(
    z.overwrite((value) => cleanText(value)),
    z.trim(),
    z.refine((value) => value === '' || isPhone(value), { error: 'phone' }),
  ),
  z.transform((value) => (value === '' ? '' : toE164(value))),
);

/**
 * The honeypot: a field people never see or fill. A value means a bot; the handlers then answer as
 * if the entry was sent and drop it, so the bot learns nothing to adapt to.
 */
export const honeypotField = z.optional(z.string().check(z.maxLength(1000)));
