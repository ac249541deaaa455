import 'server-only';

import { privacyTextVersion } from '@/lib/content/privacy-version';
import { serverEnv } from '@/lib/env/private';
import type { Application } from '@/lib/schemas/application';
import { APPLICANT_FIELDS, OWN_CONTACT_FIELDS } from '@/lib/schemas/application-fields';
import { getShellContent } from '@/lib/services/content';

import { keepUntil } from './retention';

// What the panel receives of an application (backend/API.md, "Applications"): the applicant's
// fields, a minor's guardian, the consents as given with when, in which language and under which
// privacy text, and the date until which it may be kept.

/** The panel's multipart body, with the photos checked by content and cleaned. */
export async function applicationForPanel(
  values: Application,
  photos: ReadonlyMap<string, File>,
  received: Date = new Date(),
): Promise<FormData> {
  const { texts } = await getShellContent();
  const form = new FormData();
  for (const field of APPLICANT_FIELDS) form.append(field, values[field]);
  // Blank only for a minor, whose guardian is the contact.
  for (const field of OWN_CONTACT_FIELDS) if (values[field]) form.append(field, values[field]);
  form.append('country', JSON.stringify(values.country));
  form.append('basedin', JSON.stringify(values.basedin));
  const minor = values.guardian_name !== '';
  if (minor) form.append('guardian', JSON.stringify(guardianOf(values)));
  form.append(
    'consents',
    JSON.stringify({
      privacy: values.privacy,
      privacy_text_version: privacyTextVersion(texts, values.language),
      future_castings: values.castings,
      ...(minor ? { guardian_declaration: values.guardian_declaration } : {}),
      language: values.language,
      recorded_at: received.toISOString(),
    }),
  );
  form.append(
    'keep_until',
    keepUntil(received, values.castings, {
      months: serverEnv.APPLICATION_RETENTION_MONTHS,
      castingsMonths: serverEnv.APPLICATION_CASTINGS_RETENTION_MONTHS,
    }),
  );
  for (const [field, file] of photos) form.append(field, file, file.name);
  return form;
}

function guardianOf(values: Application) {
  return {
    name: values.guardian_name,
    relationship: values.guardian_relationship,
    email: values.guardian_email,
    phone: values.guardian_phone,
  };
}
