import { createSlots } from '@/lib/api/slots';
import { serverEnv } from '@/lib/env/private';
import { applicationForPanel } from '@/lib/forms/application-panel';
import { applicationFromFormData } from '@/lib/forms/application-payload';
import { cleanPhotos } from '@/lib/forms/clean-photos';
import { formRoute, forward, type SendContext } from '@/lib/forms/handler';
import { streamMultipart, type Multipart } from '@/lib/forms/multipart';
import { checkPhotoContents } from '@/lib/forms/photos';
import { checkApplicationOptions } from '@/lib/forms/references';
import { validated } from '@/lib/forms/validated';
import { applicationSchema } from '@/lib/schemas/application';
import {
  MAX_APPLICATION_BYTES,
  MAX_PHOTO_BYTES,
  PHOTO_FIELDS,
  type PhotoField,
} from '@/lib/schemas/application-fields';
import { sendEntry } from '@/lib/services/entries';

// One client address holds at most this many of the MAX_CONCURRENT_APPLICATIONS places, so a
// handful of connections from one place cannot take them all.
const APPLICATIONS_PER_CLIENT = 2;

const LIMITS = {
  maxBytes: MAX_APPLICATION_BYTES,
  maxFileBytes: MAX_PHOTO_BYTES,
  fileFields: PHOTO_FIELDS,
  maxFields: 40,
  maxFieldBytes: 16 * 1024,
};

async function send(request: Request, { idempotencyKey }: SendContext): Promise<void> {
  const parts = await streamMultipart(request, LIMITS);
  try {
    const get = (name: string) => parts.files.get(name) ?? parts.fields.get(name) ?? null;
    await validated(applicationSchema, async (application) => {
      await checkApplicationOptions(application);
      const checked = await checkPhotoContents(application);
      const photos = await cleanPhotos(uploadedFiles(checked.keys(), parts), parts.dir);
      await forward('application', async () =>
        sendEntry('getScouted', await applicationForPanel(application, photos), idempotencyKey),
      );
    })(applicationFromFormData({ get }));
  } finally {
    await parts.dispose();
  }
}

/** The temporary file of each photo, cleaned from there (lib/forms/clean-photos.ts). */
function uploadedFiles(fields: Iterable<PhotoField>, parts: Multipart): Map<PhotoField, string> {
  const paths = new Map<PhotoField, string>();
  for (const field of fields) {
    const path = parts.paths.get(field);
    if (path) paths.set(field, path);
  }
  return paths;
}

/**
 * The scouting application: multipart within 40 MB (413 beyond), streamed to temporary files;
 * country, city and eye colour checked against the attribute lists, photos by content and size,
 * then re-encoded without any metadata (lib/forms/clean-photos.ts) and forwarded to the panel. At
 * most MAX_CONCURRENT_APPLICATIONS at once, two per client, each keeping its place only while its
 * body keeps coming (platform/server/request-time.mjs), so a burst of large or slow uploads cannot take
 * the form from everyone else.
 */
export const POST = formRoute({
  kind: 'application',
  body: 'multipart',
  maxBytes: MAX_APPLICATION_BYTES,
  slots: createSlots(serverEnv.MAX_CONCURRENT_APPLICATIONS, APPLICATIONS_PER_CLIENT),
  send,
});
