import { describe, expect, it } from 'vitest';

import { SAMPLE_APPLICATION } from '@/tests/fixtures/application.mjs';

import { applicationSchema, type Application } from '../schemas/application';
import {
  applicationForPanel,
  applicationFromFormData,
  applicationToFormData,
} from './application-payload';

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });
const application: Application = {
  ...SAMPLE_APPLICATION,
  image_1: photo('1.jpg'),
  image_2: photo('2.jpg'),
  image_3: photo('3.jpg'),
  image_4: photo('4.jpg'),
};

describe('application multipart', () => {
  it('round-trips through FormData into what the schema accepts', () => {
    const form = applicationToFormData(application);
    expect(form.get('country')).toBe('{"value":724,"label":"España"}');
    expect(form.get('basedin')).toBe('{"value":1,"label":"Madrid"}');
    expect(form.has('image_5')).toBe(false);
    const parsed = applicationSchema.safeParse(applicationFromFormData(form));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.country).toEqual(application.country);
    expect(parsed.data?.image_4?.name).toBe('4.jpg');
  });

  it('turns malformed JSON places and a missing privacy into schema failures', () => {
    const form = applicationToFormData(application);
    form.set('country', '{oops');
    form.delete('privacy');
    const values = applicationFromFormData(form);
    expect(values.country).toBeUndefined();
    expect(values.privacy).toBe(false);
  });

  it('sends the panel the application fields and the checked photos, without privacy or honeypot', () => {
    const photos = new Map([['image_1', photo('a.jpg')]]);
    const form = applicationForPanel(application, photos);
    const { privacy: _privacy, ...fields } = SAMPLE_APPLICATION;
    expect([...form.keys()].sort()).toEqual([...Object.keys(fields), 'image_1'].sort());
  });
});
