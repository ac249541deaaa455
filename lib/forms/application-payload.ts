import type { Application } from '../schemas/application';
import { APPLICATION_TEXT_FIELDS, PHOTO_FIELDS } from '../schemas/application-fields';
import { HONEYPOT_NAME } from '../schemas/field-errors';

// How an application travels as multipart, between the form and POST /api/applications and on to
// the panel: text fields as they are, country and city as JSON `{value, label}`, photos as files.

/** The browser's request body. */
export function applicationToFormData(values: Application): FormData {
  const form = new FormData();
  for (const field of APPLICATION_TEXT_FIELDS) form.append(field, values[field]);
  form.append('country', JSON.stringify(values.country));
  form.append('basedin', JSON.stringify(values.basedin));
  form.append('privacy', String(values.privacy));
  form.append(HONEYPOT_NAME, values.website ?? '');
  for (const field of PHOTO_FIELDS) {
    const file = values[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/** A multipart body as FormData or as the streamed parts (lib/forms/multipart.ts) give it. */
export type FormParts = { get(name: string): FormDataEntryValue | null };

/** The request body back into the shape the schema checks; anything malformed fails the schema. */
export function applicationFromFormData(form: FormParts): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of [...APPLICATION_TEXT_FIELDS, HONEYPOT_NAME])
    values[field] = text(form.get(field));
  values.country = json(form.get('country'));
  values.basedin = json(form.get('basedin'));
  values.privacy = form.get('privacy') === 'true';
  for (const field of PHOTO_FIELDS) values[field] = form.get(field) ?? undefined;
  return values;
}

/**
 * The panel's multipart body (backend/API.md): the same fields, with the photos checked by content.
 */
export function applicationForPanel(
  values: Application,
  photos: ReadonlyMap<string, File>,
): FormData {
  const form = new FormData();
  for (const field of APPLICATION_TEXT_FIELDS) form.append(field, values[field]);
  form.append('country', JSON.stringify(values.country));
  form.append('basedin', JSON.stringify(values.basedin));
  for (const [field, file] of photos) form.append(field, file, file.name);
  return form;
}

function text(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function json(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
