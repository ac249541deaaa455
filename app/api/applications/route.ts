import { sendEntry } from '@/lib/panel';
import { applicationSchema, MAX_APPLICATION_BYTES } from '@/lib/schemas/application';
import { applicationForPanel, applicationFromFormData } from '@/lib/forms/application-payload';
import { readMultipartBody } from '@/lib/forms/body';
import { formRoute, forward } from '@/lib/forms/handler';
import { checkFileFields, checkPhotoContents } from '@/lib/forms/photos';
import { validated } from '@/lib/forms/validated';

const send = validated(applicationSchema, async (application) => {
  const photos = await checkPhotoContents(application);
  await forward('application', () => sendEntry('getScouted', applicationForPanel(application, photos)));
});

/**
 * The scouting application: multipart within 40 MB (413 beyond), photos checked by content and
 * size, forwarded to the panel with the photos byte for byte.
 */
export const POST = formRoute(async (request) => {
  const form = await readMultipartBody(request, MAX_APPLICATION_BYTES);
  checkFileFields(form);
  await send(applicationFromFormData(form));
});
