import { describe, expect, it } from 'vitest';
import { IMask } from 'react-imask';
import { PHONE_MASK_OPTIONS, PHONE_PATTERN } from './phone';

function typeInto(text: string): string {
  const mask = IMask.createMask({ ...PHONE_MASK_OPTIONS });
  mask.resolve(text);
  return mask.value;
}

describe('phone mask', () => {
  it('formats digits as +## (##) #####-#### while typing', () => {
    expect(typeInto('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(typeInto('34')).toBe('+34');
    expect(typeInto('34612')).toBe('+34 (61) 2');
  });

  it('drops letters and extra digits', () => {
    expect(typeInto('55ab11 98765 4321 99')).toBe('+55 (11) 98765-4321');
    expect(typeInto('+34 (61) 234')).toBe('+34 (61) 234');
  });

  it('produces values the schemas accept only once complete', () => {
    expect(PHONE_PATTERN.test(typeInto('5511987654321'))).toBe(true);
    expect(PHONE_PATTERN.test(typeInto('551198765432'))).toBe(false);
    expect(PHONE_PATTERN.test('5511987654321')).toBe(false);
  });
});
