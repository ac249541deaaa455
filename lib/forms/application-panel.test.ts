import { describe, expect, it, vi } from 'vitest';

import { GUARDIAN, SAMPLE_APPLICATION } from '@/tests/fixtures/application.mjs';

import type { Application } from '../schemas/application';
import { applicationForPanel } from './application-panel';

vi.mock('@/lib/services/content', () => ({
  getShellContent: async () => ({
    texts: { privacy_text: { es: '<p>Política v1</p>', en: '<p>Policy v1</p>', pt: null } },
  }),
}));

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });
const adult: Application = {
  ...SAMPLE_APPLICATION,
  image_1: photo('1.jpg'),
  image_2: photo('2.jpg'),
  image_3: photo('3.jpg'),
};
const received = new Date('2026-11-28T10:15:00Z');
const photos = new Map([['image_1', photo('image_1.jpg')]]);

const json = (form: FormData, field: string): unknown => JSON.parse(String(form.get(field)));

describe('applicationForPanel', () => {
  it("sends an adult's fields, consents and keep-until date, without the boxes or the honeypot", async () => {
    const form = await applicationForPanel(adult, photos, received);
    expect([...form.keys()].sort()).toEqual(
      [
        'realname',
        'gender',
        'birthdate',
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
        'consents',
        'keep_until',
        'image_1',
      ].sort(),
    );
    expect(json(form, 'consents')).toEqual({
      privacy: true,
      privacy_text_version: expect.stringMatching(/^[0-9a-f]{12}$/),
      future_castings: false,
      language: 'es',
      recorded_at: '2026-11-28T10:15:00.000Z',
    });
    expect(form.get('keep_until')).toBe('2027-05-28');
  });

  it("sends a minor's guardian and declaration, and leaves out the contact the child has not", async () => {
    const form = await applicationForPanel(
      {
        ...adult,
        ...GUARDIAN,
        birthdate: '2017-05-02',
        email: '',
        phone: '',
        instagr: '',
        castings: true,
        language: 'en',
      },
      photos,
      received,
    );
    expect(form.has('email')).toBe(false);
    expect(form.has('phone')).toBe(false);
    expect(json(form, 'guardian')).toEqual({
      name: 'Elena Ruiz',
      relationship: 'mother',
      email: 'elena@example.com',
      phone: '+34 (61) 23456-7891',
    });
    expect(json(form, 'consents')).toMatchObject({
      guardian_declaration: true,
      future_castings: true,
      language: 'en',
    });
    expect(form.get('keep_until')).toBe('2028-11-28');
  });

  it('records the version of the privacy text in the form language, each its own', async () => {
    const version = async (language: Application['language']) => {
      const form = await applicationForPanel({ ...adult, language }, photos, received);
      return (json(form, 'consents') as { privacy_text_version: string }).privacy_text_version;
    };
    expect(await version('en')).not.toBe(await version('es'));
    // Portuguese has no text of its own: it is shown the Spanish one.
    expect(await version('pt')).toBe(await version('es'));
  });
});
