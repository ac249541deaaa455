import { describe, expect, it } from 'vitest';

import { GUARDIAN, SAMPLE_APPLICATION } from '@/tests/fixtures/application.mjs';

import { applicationSchema, type Application } from '../schemas/application';
import { applicationFromFormData, applicationToFormData } from './application-payload';

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
    expect(form.get('birthdate')).toBe('2001-04-12');
    expect(form.get('castings')).toBe('false');
    expect(form.get('language')).toBe('es');
    expect(form.has('image_5')).toBe(false);
    const parsed = applicationSchema.safeParse(applicationFromFormData(form));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.country).toEqual(application.country);
    expect(parsed.data?.image_4?.name).toBe('4.jpg');
  });

  it("carries a child's guardian and the boxes ticked", () => {
    const form = applicationToFormData({
      ...application,
      ...GUARDIAN,
      birthdate: '2017-05-02',
      email: '',
      castings: true,
    });
    expect(form.get('guardian_name')).toBe('Elena Ruiz');
    expect(form.get('guardian_declaration')).toBe('true');
    const parsed = applicationSchema.safeParse(applicationFromFormData(form));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      email: '',
      guardian_relationship: 'mother',
      guardian_declaration: true,
      castings: true,
    });
  });

  it('turns malformed JSON places and missing boxes into schema failures', () => {
    const form = applicationToFormData(application);
    form.set('country', '{oops');
    form.delete('privacy');
    form.delete('castings');
    const values = applicationFromFormData(form);
    expect(values.country).toBeUndefined();
    expect(values.privacy).toBe(false);
    expect(values.castings).toBe(false);
  });
});
