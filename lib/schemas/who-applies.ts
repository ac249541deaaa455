import { z } from 'zod/mini';

import { GUARDIAN_TEXT_FIELDS, OWN_CONTACT_FIELDS } from './application-fields';
import { applicantAge, isPlausibleBirthdate, realDate, type Today } from './birthdate';
import { cleanText } from './text';

/** A birth date 'YYYY-MM-DD': a real date, today at the latest, in the last 100 years. */
export function birthdateField(today: () => Today) {
  return z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.refine((value) => realDate(value) !== null, { error: 'birthdate', abort: true }),
    z.refine((value) => isPlausibleBirthdate(value, today()), { error: 'birthdateRange' }),
  );
}

/**
 * Whether the application is a minor's: under 18 on every date it may be, or on some of them
 * with a guardian given (the browser that sent it found the applicant under 18 on its own date).
 */
export function isMinorApplication(values: Readonly<Record<string, unknown>>, today: Today) {
  const age = applicantAge(typeof values.birthdate === 'string' ? values.birthdate : '', today);
  const guardianGiven =
    GUARDIAN_TEXT_FIELDS.some((field) => !isBlank(values[field])) ||
    values.guardian_declaration === true;
  return age === 'minor' || (age === 'either' && guardianGiven);
}

/**
 * The application's values with who applies settled, before they are checked: for a minor the
 * guardian's fields are required (a blank one becomes undefined, which its field refuses as
 * 'required', and so does an unticked declaration) and the applicant's own contact may be blank;
 * from 18 the own contact is required and the guardian's fields are blanked, since an adult applies
 * alone. One decision, made once, so every field agrees with it.
 */
export function whoApplies<T>(input: T, today: Today): T {
  if (typeof input !== 'object' || input === null) return input;
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(input));
  const minor = isMinorApplication(values, today);
  for (const field of OWN_CONTACT_FIELDS) {
    values[field] = minor ? (values[field] ?? '') : requiredValue(values[field]);
  }
  for (const field of GUARDIAN_TEXT_FIELDS) {
    values[field] = minor ? requiredValue(values[field]) : '';
  }
  values.guardian_declaration = minor ? values.guardian_declaration === true || undefined : false;
  return values as T;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && cleanText(value).trim() === '')
  );
}

/** A blank answer to a required field is no answer; anything else is checked as it came. */
function requiredValue(value: unknown): unknown {
  return isBlank(value) ? undefined : value;
}
