import { z } from 'zod';

// The field types of the back-ends' records, each in two readings (lib/api-client/records.ts):
// strict, the shape backend/API.md documents, and tolerant, the plausible variants a real API
// sends after a change nobody announced. A record's schema is written once, as a function of
// `Fields`, and built in both readings; only the tolerant one coerces, defaults or leaves out.

/** How a record's fields are read; `tolerant` lets a schema branch for a variant of its own. */
export type Fields = {
  tolerant: boolean;
  /** An integer id; tolerant: also a numeric string. */
  id(): z.ZodType<number>;
  /** A number; tolerant: also a numeric string. */
  number(): z.ZodType<number>;
  /** A non-blank text, trimmed; tolerant: also a number. */
  text(): z.ZodType<string>;
  /** A text the API may leave out: null when missing or blank; tolerant: numbers read as text. */
  optionalText(): z.ZodType<string | null>;
  /** A boolean; tolerant: also 0/1, "0"/"1", "true"/"false", "yes"/"no", else `fallback`. */
  flag(fallback: boolean): z.ZodType<boolean>;
  /** Texts; tolerant: also one comma-separated text, numbers as text, blanks left out. */
  texts(): z.ZodType<string[]>;
  /** A list that may be missing; tolerant: an item that cannot be read is left out. */
  list<T>(item: z.ZodType<T>): z.ZodType<T[]>;
  /**
   * References to other records as `[{id}]`; tolerant: also bare ids, numeric strings, or one
   * comma-separated text of ids.
   */
  refs(): z.ZodType<number[]>;
  /** The records of a list answer; tolerant: also a PHP list sent as an object keyed by position. */
  records(): z.ZodType<unknown[]>;
  /** One record, an object. */
  record(): z.ZodType<Record<string, unknown>>;
  /** One of a closed set; tolerant: any text, for the mapper to give a meaning. */
  choice(values: readonly [string, ...string[]]): z.ZodType<string>;
  /** A value the API may leave out (null); tolerant: also null when unreadable. */
  optional<T>(schema: z.ZodType<T>): z.ZodType<T | null>;
  /** A value the API documents as always there; tolerant: null when missing or unreadable. */
  orNull<T>(schema: z.ZodType<T>): z.ZodType<T | null>;
};

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const TRUE = new Set([true, 1, '1', 'true', 'yes']);
const FALSE = new Set([false, 0, '0', 'false', 'no', '']);

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** Numeric strings as numbers; anything else unchanged, for the schema to judge. */
function numeric(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

/** Numbers as text; anything else unchanged. */
function textual(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** An array, or a PHP list that arrived as an object keyed by position; else null. */
function asArray(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return null;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) ? Object.values(value) : null;
}

function refsOf(value: unknown): number[] {
  const items = typeof value === 'string' ? value.split(',') : (asArray(value) ?? []);
  return items.flatMap((item) => {
    const raw = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : item;
    const id = numeric(raw);
    return typeof id === 'number' && Number.isInteger(id) ? [id] : [];
  });
}

function flagOf(value: unknown, fallback: boolean): boolean {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (TRUE.has(key as never)) return true;
  if (FALSE.has(key as never)) return false;
  return fallback;
}

function textsOf(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : (asArray(value) ?? []);
  return items.flatMap((item) => {
    const text = textual(item);
    return typeof text === 'string' && text.trim() ? [text.trim()] : [];
  });
}

export const strictFields: Fields = {
  tolerant: false,
  id: () => z.number().int(),
  number: () => z.number(),
  text: () => z.string().trim().min(1),
  optionalText: () => z.string().nullish().transform(blankToNull),
  flag: () => z.boolean(),
  texts: () =>
    z
      .array(z.string())
      .nullish()
      .transform((value) => value ?? []),
  list: (item) =>
    z
      .array(item)
      .nullish()
      .transform((value) => value ?? []),
  refs: () =>
    z
      .array(z.object({ id: z.number().int() }))
      .nullish()
      .transform((items) => (items ?? []).map((item) => item.id)),
  records: () => z.array(z.unknown()),
  record: () => z.record(z.string(), z.unknown()),
  choice: (values) => z.enum(values),
  optional: <T>(schema: z.ZodType<T>) =>
    schema.nullish().transform((value): T | null => value ?? null),
  orNull: (schema) => schema,
};

export const tolerantFields: Fields = {
  tolerant: true,
  id: () => z.preprocess(numeric, z.number().int()),
  number: () => z.preprocess(numeric, z.number()),
  text: () => z.preprocess(textual, z.string().trim().min(1)),
  optionalText: () =>
    z.preprocess(textual, z.string().nullish().catch(null).transform(blankToNull)),
  flag: (fallback) =>
    z
      .unknown()
      .optional()
      .transform((value) => flagOf(value, fallback)),
  texts: () => z.unknown().optional().transform(textsOf),
  list: <T>(item: z.ZodType<T>) =>
    z
      .unknown()
      .optional()
      .transform((value) =>
        (asArray(value) ?? []).flatMap((entry) => {
          const result = item.safeParse(entry);
          return result.success ? [result.data] : [];
        }),
      ),
  refs: () => z.unknown().optional().transform(refsOf),
  records: () => z.preprocess((value) => asArray(value) ?? value, z.array(z.unknown())),
  record: () => z.record(z.string(), z.unknown()),
  choice: () => z.preprocess(textual, z.string().trim()),
  optional: <T>(schema: z.ZodType<T>) => lenient(schema),
  orNull: <T>(schema: z.ZodType<T>) => lenient(schema),
};

function lenient<T>(schema: z.ZodType<T>): z.ZodType<T | null> {
  return z
    .unknown()
    .optional()
    .transform((value) => {
      const result = schema.safeParse(value);
      return result.success ? result.data : null;
    });
}
