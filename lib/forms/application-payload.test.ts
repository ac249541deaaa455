import { describe, expect, it } from 'vitest';

import { applicationSchema, type Application } from '../schemas/application';
import {
  applicationForPanel,
  applicationFromFormData,
  applicationToFormData,
} from './application-payload';

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });
const application: Application = {
  realname: 'Marta Ruiz',
  gender: 'man',
  email: 'marta@example.com',
  phone: '+34 (61) 23456-7890',
  country: { value: 724, label: 'España' },
  basedin: { value: 1, label: 'Madrid' },
  instagr: 'marta',
  height: '170/5.7',
  bust: '86/34',
  waist: '62/24',
  jeans: '36/26',
  shoes: '38/10',
  eyes: 'Verdes',
  privacy: true,
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
    expect([...form.keys()]).toEqual([
      'realname',
      'gender',
      'email',
      'phone',
      'instagr',
      'height',
      'bust',
      'waist',
      'jeans',
      'shoes',
      'eyes',
      'country',
      'basedin',
      'image_1',
    ]);
  });
});
