import type { Application } from '../schemas/application';
import {
  APPLICATION_FLAGS,
  APPLICATION_TEXT_FIELDS,
  PHOTO_FIELDS,
} from '../schemas/application-fields';
import { HONEYPOT_NAME } from '../schemas/field-errors';

// How an application travels as multipart between the form and POST /api/applications: text
// fields as they are, the boxes as 'true' or 'false', country and city as JSON `{value, label}`,
// photos as files. What the panel receives is lib/forms/application-panel.ts's.

/** The browser's request body. */
export function applicationToFormData(values: Application): FormData {
  const form = new FormData();
  for (const field of APPLICATION_TEXT_FIELDS) form.append(field, values[field]);
  for (const field of APPLICATION_FLAGS) form.append(field, String(values[field]));
  form.append('country', JSON.stringify(values.country));
  form.append('basedin', JSON.stringify(values.basedin));
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
  for (const field of APPLICATION_FLAGS) values[field] = form.get(field) === 'true';
  values.country = json(form.get('country'));
  values.basedin = json(form.get('basedin'));
  for (const field of PHOTO_FIELDS) values[field] = form.get(field) ?? undefined;
  return values;
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
