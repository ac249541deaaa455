import { describe, expect, it } from 'vitest';

import { GUARDIAN, SAMPLE_APPLICATION } from '@/tests/fixtures/application.mjs';

import { validate } from '../forms/validated';
import { applicationSchema, applicationSchemaOn } from './application';
import { MAX_PHOTO_BYTES } from './application-fields';
import type { Today } from './birthdate';

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

  it("requires every field of an adult's application and the privacy acceptance", () => {
    const fields = fieldsOf({});
    const {
      privacy: _privacy,
      castings: _castings,
      guardian_declaration: _declaration,
      guardian_name: _name,
      guardian_relationship: _relationship,
      guardian_email: _email,
      guardian_phone: _phone,
      ...required
    } = SAMPLE_APPLICATION;
    for (const field of Object.keys(required)) {
      expect(fields[field], field).toEqual(['required']);
    }
    expect(fields.privacy).toEqual(['privacy']);
    expect(Object.keys(fields).filter((field) => field.startsWith('guardian'))).toEqual([]);
    expect(fieldsOf({ ...good, privacy: false })).toEqual({ privacy: ['privacy'] });
    expect(fieldsOf({ ...good, email: ' ', phone: '', instagr: '' })).toEqual({
      email: ['required'],
      phone: ['required'],
      instagr: ['required'],
    });
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

  describe('an applicant under 18', () => {
    const on = (date: string) =>
      applicationSchemaOn((): Today => ({ earliest: date, latest: date }));
    const today = '2026-11-28';
    const child = { ...good, birthdate: '2017-05-02', email: '', phone: '', instagr: '' };
    const fieldsOn = (date: string, input: Record<string, unknown>) => fieldsBy(on(date), input);

    it('is refused without a guardian, field by field, and the declaration must be ticked', () => {
      expect(fieldsOn(today, child)).toEqual({
        guardian_name: ['required'],
        guardian_relationship: ['required'],
        guardian_email: ['required'],
        guardian_phone: ['required'],
        guardian_declaration: ['guardianDeclaration'],
      });
      expect(fieldsOn(today, { ...child, ...GUARDIAN, guardian_declaration: false })).toEqual({
        guardian_declaration: ['guardianDeclaration'],
      });
      expect(
        fieldsOn(today, {
          ...child,
          ...GUARDIAN,
          guardian_name: '1234',
          guardian_relationship: 'aunt',
          guardian_email: 'elena@',
          guardian_phone: '612',
        }),
      ).toEqual({
        guardian_name: ['name'],
        guardian_relationship: ['required'],
        guardian_email: ['email'],
        guardian_phone: ['phone'],
      });
    });

    it("is accepted with a guardian, the child's own contact optional, phones as E.164", () => {
      const result = on(today).safeParse({ ...child, ...GUARDIAN });
      expect(result.success).toBe(true);
      expect(result.data).toMatchObject({
        email: '',
        phone: '',
        guardian_name: 'Elena Ruiz',
        guardian_relationship: 'mother',
        guardian_phone: '+3461234567891',
        guardian_declaration: true,
      });
      // Their own contact, when they have one, is checked as an adult's.
      expect(fieldsOn(today, { ...child, ...GUARDIAN, email: 'child@' })).toEqual({
        email: ['email'],
      });
    });

    it('counts the age on the day of sending: the day before the 18th birthday, and the day itself', () => {
      const almost = { ...good, birthdate: '2008-11-29' };
      expect(Object.keys(fieldsOn(today, almost))).toContain('guardian_name');
      expect(fieldsOn('2026-11-29', almost)).toEqual({});
    });

    it('from 18 applies alone: guardian fields sent by an adult are dropped', () => {
      const result = on(today).safeParse({ ...good, ...GUARDIAN });
      expect(result.success).toBe(true);
      expect(result.data).toMatchObject({
        guardian_name: '',
        guardian_email: '',
        guardian_declaration: false,
      });
    });

    it("on the server, accepts either the adult's or the minor's form on an 18th birthday that is still the day before somewhere", () => {
      // While it is the 28th somewhere and the 27th elsewhere.
      const edge = applicationSchemaOn(() => ({ earliest: '2026-11-27', latest: '2026-11-28' }));
      const eighteen = { ...good, birthdate: '2008-11-28' };
      expect(validate(edge, eighteen).ok).toBe(true);
      const withGuardian = edge.safeParse({ ...eighteen, ...GUARDIAN, email: '', phone: '' });
      expect(withGuardian.success).toBe(true);
      expect(withGuardian.data?.guardian_name).toBe('Elena Ruiz');
      // Half a guardian is a minor's form, so the rest is required.
      expect(Object.keys(fieldsBy(edge, { ...eighteen, guardian_name: 'Elena Ruiz' }))).toEqual([
        'guardian_relationship',
        'guardian_email',
        'guardian_phone',
        'guardian_declaration',
      ]);
    });
  });

  it('needs a real, plausible birth date, the form language, and takes the castings consent', () => {
    expect(fieldsOf({ ...good, birthdate: '' })).toEqual({ birthdate: ['required'] });
    expect(fieldsOf({ ...good, birthdate: '2007-02-30' })).toEqual({ birthdate: ['birthdate'] });
    expect(fieldsOf({ ...good, birthdate: '2007--27' })).toEqual({ birthdate: ['birthdate'] });
    expect(fieldsOf({ ...good, birthdate: '2999-01-01' })).toEqual({
      birthdate: ['birthdateRange'],
    });
    expect(fieldsOf({ ...good, birthdate: '1900-01-01' })).toEqual({
      birthdate: ['birthdateRange'],
    });
    expect(fieldsOf({ ...good, language: 'fr' })).toEqual({ language: ['required'] });
    expect(applicationSchema.safeParse({ ...good, castings: undefined }).data?.castings).toBe(
      false,
    );
    expect(applicationSchema.safeParse({ ...good, castings: true }).data?.castings).toBe(true);
  });
});

/** The field errors of `input` under `schema`, none when accepted. */
function fieldsBy(schema: ReturnType<typeof applicationSchemaOn>, input: Record<string, unknown>) {
  const result = validate(schema, input);
  return result.ok ? {} : result.fields;
}
