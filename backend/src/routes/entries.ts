import { fileTypeFromBuffer } from 'file-type';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';

import type { AppContext } from '../context.js';
import { HttpError, readJson, validate } from '../http.js';
import { saveEntry, type EntryType, type Saved, type UploadedFile } from '../repo/entries.js';
import { application, jsonString } from './application-schema.js';

const MB = 1024 * 1024;
const MAX_FILE = 10 * MB;
const MAX_REQUEST = 40 * MB;
const IMAGE_TYPES = new Set(['image/png', 'image/gif', 'image/jpeg']);
const PHOTO_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4', 'image_5'] as const;

const text = z.string().trim().min(1).max(5000);
const contact = z.object({ name: text, email: z.email(), phone: text, message: text });
const favorites = contact.extend({
  models: jsonString(
    z
      .array(
        z.object({
          id: z.union([z.number(), z.string()]),
          name: z.string(),
          // The visitor's note on the talent (the site sends one where there is one).
          note: z.string().max(200).optional(),
        }),
      )
      .min(1),
    'Must be a JSON list of {id, name, note?} with at least one talent; a note at most 200 characters.',
  ),
});

const tooLarge = (c: Context) => c.json({ message: 'Payload too large.' }, 413);

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** The optional Idempotency-Key of API.md; a malformed one is refused rather than ignored. */
function idempotencyKey(c: Context): string | undefined {
  const value = c.req.header('Idempotency-Key');
  if (value === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(value))
    throw new HttpError(400, 'Idempotency-Key must be 16 to 128 letters, digits, - or _.');
  return value;
}

/** 201 with the entry's id; a replay says so in Idempotent-Replayed, as API.md promises. */
function created(c: Context, { id, replayed }: Saved) {
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ id }, 201);
}

/** Received entries: contact messages, quote requests and scouting applications (with photos). */
export function entryRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const save = (
    c: Context,
    type: EntryType,
    data: Record<string, unknown>,
    files?: UploadedFile[],
  ) => created(c, saveEntry(ctx.db, ctx.config.dataDir, type, data, files, idempotencyKey(c)));
  const json = bodyLimit({ maxSize: 256 * 1024, onError: tooLarge });

  app.post('/api/contact/es', json, async (c) =>
    save(c, 'contact', validate(contact, await readJson(c))),
  );
  app.post('/api/favorites/es', json, async (c) =>
    save(c, 'favorites', validate(favorites, await readJson(c))),
  );
  app.post(
    '/api/get-scouted/es',
    bodyLimit({ maxSize: MAX_REQUEST, onError: tooLarge }),
    async (c) => {
      idempotencyKey(c);
      const { fields, files } = await readMultipart(c);
      return save(c, 'getScouted', validate(application, fields), files);
    },
  );
  app.post('/api/entry/:entry/send', json, async (c) => {
    const entry = validate(
      z.enum(['getScouted', 'contact', 'favorites']),
      c.req.param('entry'),
      400,
    );
    const { data } = validate(
      z.object({ data: z.record(z.string(), z.unknown()) }),
      await readJson(c),
    );
    const schema = entry === 'contact' ? contact : entry === 'favorites' ? favorites : application;
    return save(c, entry, validate(schema, data));
  });
  return app;
}

async function readMultipart(
  c: Context,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const form = await c.req.formData().catch(() => {
    throw new HttpError(400, 'Malformed multipart body.');
  });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push(await checkPhoto(field, value));
  }
  const missing = PHOTO_FIELDS.slice(0, 3).filter(
    (field) => !files.some((file) => file.field === field),
  );
  if (missing.length)
    throw new HttpError(
      422,
      'The given data was invalid.',
      Object.fromEntries(missing.map((f) => [f, ['Required.']])),
    );
  return { fields, files };
}

async function checkPhoto(field: string, file: File): Promise<UploadedFile> {
  if (!(PHOTO_FIELDS as readonly string[]).includes(field))
    throw new HttpError(422, 'The given data was invalid.', { [field]: ['Unexpected file.'] });
  if (file.size > MAX_FILE) throw new HttpError(413, `${field} is larger than 10 MB.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime))
    throw new HttpError(422, 'The given data was invalid.', {
      [field]: ['Must be a PNG, GIF or JPEG image.'],
    });
  return { field, name: file.name || field, type: type.mime, bytes };
}
