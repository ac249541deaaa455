import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** An error that becomes the JSON answer `{message, errors?}` of API.md with its own status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.'): HttpError => new HttpError(404, what);

/** Laravel-style `{field: [messages]}`, which is what panel clients usually expect for a 422. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  status: 400 | 422 = 422,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(status, 'The given data was invalid.', fieldErrors(result.error));
  }
  return result.data;
}

/**
 * Reads a JSON body; an empty body counts as `{}` so optional payloads (talent filters) may be left
 * out.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body.');
  }
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) {
    return c.json(
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      error.status,
    );
  }
  console.error('[backend] unhandled error on', c.req.method, c.req.path, error);
  return c.json({ message: 'Server Error.' }, 500);
};

export const onNotFound: NotFoundHandler = (c) => c.json({ message: 'Not found.' }, 404);
