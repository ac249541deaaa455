import { describe, expect, it } from 'vitest';

import { validate } from '../forms/validated';
import { contactSchema } from './contact';

const good = { name: 'Ana Lima', email: 'ana@example.com', phone: '+34655555431', message: 'Hola' };

describe('contactSchema', () => {
  it('accepts a complete contact, trimmed', () => {
    const result = validate(contactSchema, { ...good, name: '  Ana Lima ' });
    expect(result).toEqual({ ok: true, data: good });
  });

  it('requires every field', () => {
    const result = validate(contactSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      name: ['required'],
      email: ['required'],
      phone: ['required'],
      message: ['required'],
    });
    expect(validate(contactSchema, { ...good, message: '   ' })).toMatchObject({
      ok: false,
      fields: { message: ['required'] },
    });
  });

  it('sends the phone as E.164, typed internationally or in the old mask', () => {
    expect(validate(contactSchema, { ...good, phone: '+34 655 55 54 31' })).toEqual({
      ok: true,
      data: good,
    });
    expect(validate(contactSchema, { ...good, phone: '+55 (11) 98765-4321' })).toMatchObject({
      ok: true,
      data: { phone: '+5511987654321' },
    });
    expect(validate(contactSchema, { ...good, phone: '+34 (61) 23456-7890' })).toMatchObject({
      ok: true,
      data: { phone: '+3461234567890' },
    });
  });

  it('flags a bad e-mail and a national, partial or impossible phone', () => {
    expect(validate(contactSchema, { ...good, email: 'ana@' })).toMatchObject({
      ok: false,
      fields: { email: ['email'] },
    });
    expect(validate(contactSchema, { ...good, phone: '655555431' })).toMatchObject({
      ok: false,
      fields: { phone: ['phone'] },
    });
    expect(validate(contactSchema, { ...good, phone: '+3465555543' })).toMatchObject({
      ok: false,
      fields: { phone: ['phone'] },
    });
    expect(validate(contactSchema, { ...good, phone: '+34 (61) 2345' })).toMatchObject({
      ok: false,
      fields: { phone: ['phone'] },
    });
  });

  it('bounds the message and refuses non-strings', () => {
    expect(validate(contactSchema, { ...good, message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      fields: { message: ['tooLong'] },
    });
    expect(validate(contactSchema, { ...good, name: 42 })).toMatchObject({
      ok: false,
      fields: { name: ['required'] },
    });
  });

  it('keeps markup in a message as plain text', () => {
    const message = '<script>alert(1)</script>';
    expect(validate(contactSchema, { ...good, message })).toEqual({
      ok: true,
      data: { ...good, message },
    });
  });

  it('stores text cleaned: NFC, without NUL, bidi overrides or lone surrogates', () => {
    const sent = {
      ...good,
      name: 'Jose\u0301\u0000 \u202ELima',
      message: 'Hola\r\nque\uD800 tal\u0000',
    };
    expect(validate(contactSchema, sent)).toEqual({
      ok: true,
      data: { ...good, name: 'José Lima', message: 'Hola\nque tal' },
    });
  });

  it('refuses a name with no visible letters with its own field error', () => {
    expect(validate(contactSchema, { ...good, name: '\u200B\u200B\u200B' })).toMatchObject({
      ok: false,
      fields: { name: ['name'] },
    });
    expect(validate(contactSchema, { ...good, name: '\u202E\u0000' })).toMatchObject({
      ok: false,
      fields: { name: ['required'] },
    });
  });
});
