import { describe, expect, it } from 'vitest';

import { SAMPLE_APPLICATION } from '@/tests/fixtures/application.mjs';

import { validate } from '../forms/validated';
import { applicationSchema } from './application';
import { MAX_PHOTO_BYTES } from './application-fields';

const photo = (name = 'a.jpg', type = 'image/jpeg', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

const good = {
  ...SAMPLE_APPLICATION,
  shoes: '38.5/10.1',
  image_1: photo('1.jpg'),
  image_2: photo('2.png', 'image/png'),
  image_3: photo('3.gif', 'image/gif'),
};

function fieldsOf(input: Record<string, unknown>) {
  const result = validate(applicationSchema, input);
  return result.ok ? {} : result.fields;
}

describe('applicationSchema', () => {
  it('accepts a complete application with three photos, and two optional ones', () => {
    expect(validate(applicationSchema, good).ok).toBe(true);
    expect(validate(applicationSchema, { ...good, image_4: photo(), image_5: photo() }).ok).toBe(
      true,
    );
  });

  it('requires every field of the application and the privacy acceptance', () => {
    const fields = fieldsOf({});
    const { privacy: _privacy, ...required } = SAMPLE_APPLICATION;
    for (const field of Object.keys(required)) {
      expect(fields[field], field).toEqual(['required']);
    }
    expect(fields.privacy).toEqual(['privacy']);
    expect(fieldsOf({ ...good, privacy: false })).toEqual({ privacy: ['privacy'] });
  });

  it('takes gender woman or man only', () => {
    expect(validate(applicationSchema, { ...good, gender: 'man' }).ok).toBe(true);
    expect(fieldsOf({ ...good, gender: 'other' })).toEqual({ gender: ['required'] });
  });

  it('flags a bad e-mail, a bad phone and measures outside the option lists', () => {
    expect(fieldsOf({ ...good, email: 'marta.example.com' })).toEqual({ email: ['email'] });
    expect(fieldsOf({ ...good, phone: '612 345 678' })).toEqual({ phone: ['phone'] });
    expect(fieldsOf({ ...good, height: '170' })).toEqual({ height: ['option'] });
    expect(fieldsOf({ ...good, jeans: '70/60' })).toEqual({ jeans: ['option'] });
  });

  it('needs country and city as {value, label}', () => {
    expect(fieldsOf({ ...good, country: '724' })).toEqual({ country: ['required'] });
    expect(Object.keys(fieldsOf({ ...good, basedin: { value: 0, label: 'Madrid' } }))).toEqual([
      'basedin',
    ]);
    expect(Object.keys(fieldsOf({ ...good, basedin: { value: 1, label: '' } }))).toEqual([
      'basedin',
    ]);
  });

  it('requires photos 1 to 3, png, gif or jpeg, at most 10 MB each', () => {
    expect(fieldsOf({ ...good, image_2: undefined })).toEqual({ image_2: ['photoRequired'] });
    expect(fieldsOf({ ...good, image_3: 'not a file' })).toEqual({ image_3: ['photoRequired'] });
    expect(fieldsOf({ ...good, image_1: photo('a.webp', 'image/webp') })).toEqual({
      image_1: ['photoType'],
    });
    expect(fieldsOf({ ...good, image_4: photo('a.txt', 'text/plain') })).toEqual({
      image_4: ['photoType'],
    });
    expect(
      fieldsOf({ ...good, image_1: photo('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1) }),
    ).toEqual({ image_1: ['photoSize'] });
    expect(fieldsOf({ ...good, image_1: photo('empty.jpg', 'image/jpeg', 0) })).toEqual({
      image_1: ['photoRequired'],
    });
  });

  it('keeps a photo the browser refused invalid, with its reason, an optional one too', () => {
    expect(
      fieldsOf({ ...good, image_2: { refused: 'photoUnreadable', name: 'IMG_2041.HEIC' } }),
    ).toEqual({ image_2: ['photoUnreadable'] });
    expect(fieldsOf({ ...good, image_5: { refused: 'photoSize', name: 'huge.jpg' } })).toEqual({
      image_5: ['photoSize'],
    });
  });
});
