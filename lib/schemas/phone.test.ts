import { describe, expect, it } from 'vitest';

import { callingCode, changeCountry, examplePhone, isPhone, toE164, typePhone } from './phone';
import { MARKET_PHONES, PHONE_MARKETS } from './phone-markets';

describe('typePhone', () => {
  // What the visitor types, the field's country, then what the field shows and sends.
  it.each([
    ['+34 655 555 431', 'ES', '+34 655 55 54 31', '+34655555431'],
    ['655555431', 'ES', '655 55 54 31', '+34655555431'],
    ['912345678', 'PT', '912 345 678', '+351912345678'],
    ['11987654321', 'BR', '(11) 98765-4321', '+5511987654321'],
    ['07400123456', 'GB', '07400 123456', '+447400123456'],
    ['2015550123', 'US', '(201) 555-0123', '+12015550123'],
  ] as const)('formats %s as a visitor in %s types it', (typed, country, text, value) => {
    expect(typePhone(typed, country)).toEqual({ text, value, country });
  });

  it('drops what is not a digit as the visitor types', () => {
    expect(typePhone('655a55 5431', 'ES').text).toBe('655 55 54 31');
  });

  it.each([
    ['+351 912 345 678', '+351912345678', 'PT'],
    ['+44 7400 123456', '+447400123456', 'GB'],
    ['+1 201 555 0123', '+12015550123', 'US'],
  ] as const)('lets the international number %s choose its country', (typed, value, country) => {
    expect(typePhone(typed, 'ES')).toMatchObject({ value, country });
  });

  it('writes a Brazilian number typed with its country code in the international way', () => {
    expect(typePhone('+55 (11) 98765-4321', 'ES')).toMatchObject({
      text: '+55 11 98765 4321',
      value: '+5511987654321',
      country: 'BR',
    });
  });

  it('keeps the field country while only a plus or nothing is typed', () => {
    expect(typePhone('+', 'ES')).toEqual({ text: '+', value: '+', country: 'ES' });
    expect(typePhone('', 'ES')).toEqual({ text: '', value: '', country: 'ES' });
  });

  it('keeps the national digits when the visitor picks another country', () => {
    expect(changeCountry('+34 655 55 54 31', 'PT')).toMatchObject({
      text: '655 555 431',
      country: 'PT',
    });
    expect(changeCountry('912 345 678', 'PT')).toMatchObject({ value: '+351912345678' });
  });
});

describe('phone validation', () => {
  it('accepts valid numbers of each country and the old mask, refusing the rest', () => {
    for (const number of [
      '+34655555431',
      '+351912345678',
      '+5511987654321',
      '+447400123456',
      '+12015550123',
    ])
      expect(isPhone(number), number).toBe(true);
    expect(isPhone('+34 (61) 23456-7890')).toBe(true);
    expect(isPhone('+55 (11) 98765-4321')).toBe(true);
    expect(isPhone('+346553')).toBe(false);
    expect(isPhone('+3461234567890')).toBe(false);
    expect(isPhone('655555431')).toBe(false);
    expect(isPhone('+34 (61) 2345')).toBe(false);
  });

  it('sends E.164', () => {
    expect(toE164('+34 655 55 54 31')).toBe('+34655555431');
    expect(toE164('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(toE164('+34 (61) 23456-7890')).toBe('+3461234567890');
  });

  it("defaults to the page's market and shows an example of it", () => {
    expect(PHONE_MARKETS).toEqual({ es: 'ES', en: 'GB', pt: 'BR' });
    expect(examplePhone('ES')).toBe('612 34 56 78');
  });

  it('shows each market as libphonenumber-js would before it has loaded', () => {
    for (const country of Object.values(PHONE_MARKETS)) {
      expect(MARKET_PHONES[country]).toEqual({
        callingCode: callingCode(country),
        example: examplePhone(country),
      });
    }
  });
});
