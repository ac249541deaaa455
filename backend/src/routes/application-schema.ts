import { z } from 'zod';

// A scouting application as the panel takes it (API.md, "Applications"): the applicant's fields, a
// minor's guardian, the consents with when they were given, and the keep-until date.

const text = z.string().trim().min(1).max(5000);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date, YYYY-MM-DD.');

/** A string holding JSON of the given shape, kept as sent (the inbox shows it as received). */
export const jsonString = <S extends z.ZodType>(shape: S, message: string) =>
  z.string().refine((value) => {
    try {
      return shape.safeParse(JSON.parse(value)).success;
    } catch {
      return false;
    }
  }, message);

const place = jsonString(
  z.object({ value: z.union([z.number(), z.string()]), label: z.string() }),
  'Must be a JSON object with value and label.',
);

export const guardianShape = z.object({
  name: z.string().trim().min(1),
  relationship: z.enum(['mother', 'father', 'guardian']),
  email: z.email(),
  phone: z.string().trim().min(1),
});

export const consentsShape = z.object({
  privacy: z.literal(true),
  privacy_text_version: z.string().min(1),
  future_castings: z.boolean(),
  guardian_declaration: z.literal(true).optional(),
  language: z.enum(['es', 'en', 'pt']),
  recorded_at: z.iso.datetime(),
});

export const application = z
  .object({
    realname: text,
    gender: z.enum(['woman', 'man']),
    birthdate: date,
    email: z.email().optional(),
    phone: text.optional(),
    instagr: text.optional(),
    basedin: place,
    country: place,
    jeans: text,
    height: text,
    bust: text,
    waist: text,
    shoes: text,
    eyes: text,
    guardian: jsonString(
      guardianShape,
      'Must be a JSON object with name, relationship (mother, father or guardian), email and phone.',
    ).optional(),
    consents: jsonString(
      consentsShape,
      'Must be a JSON object with privacy true, privacy_text_version, future_castings, language and recorded_at.',
    ),
    keep_until: date,
  })
  .catchall(z.string().max(5000))
  .superRefine((entry, context) => {
    const consents = parsed(consentsShape, entry.consents);
    if (!consents) return;
    const required = (path: string, message = 'Required.') =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (entry.guardian) {
      if (!consents.guardian_declaration)
        required('consents', "A minor's application needs the guardian_declaration.");
      return;
    }
    // Under 18 even where it was latest on Earth when the site received it: a guardian is needed.
    if (underAge(entry.birthdate, consents.recorded_at))
      required('guardian', 'Required for an applicant under 18.');
    for (const field of ['email', 'phone', 'instagr'] as const) if (!entry[field]) required(field);
  });

function parsed<S extends z.ZodType>(shape: S, value: string): z.output<S> | null {
  try {
    const result = shape.safeParse(JSON.parse(value));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Under 18 on the date at UTC+14 at `instant`, the latest date in use on Earth then. */
export function underAge(birthdate: string, instant: string): boolean {
  const latest = new Date(Date.parse(instant) + 14 * 3_600_000).toISOString().slice(0, 10);
  return ageOn(birthdate, latest) < 18;
}

/** Whole years from one 'YYYY-MM-DD' to another. */
export function ageOn(birthdate: string, on: string): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDay] = on.split('-').map(Number) as [number, number, number];
  const beforeBirthday = nowMonth < month || (nowMonth === month && nowDay < day);
  return nowYear - year - (beforeBirthday ? 1 : 0);
}
