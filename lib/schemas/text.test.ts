import { describe, expect, it } from 'vitest';

import { cleanText, hasLetter } from './text';

describe('cleanText', () => {
  it('normalizes to NFC', () => {
    const decomposed = 'Jose\u0301 Mun\u0303oz';
    expect(cleanText(decomposed)).toBe('José Muñoz');
    expect(cleanText(decomposed)).toHaveLength(10);
  });

  it('removes NUL and other control characters, keeping line breaks only in multi-line text', () => {
    expect(cleanText('Ana\u0000 Lima\u0007\u009b')).toBe('Ana Lima');
    expect(cleanText('line one\r\nline two\ttab', true)).toBe('line one\nline two\ttab');
    expect(cleanText('Ana\nLima')).toBe('Ana Lima');
  });

  it('removes right-to-left overrides, embeddings, isolates and marks', () => {
    expect(cleanText('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanText('\u2066a\u2069\u200Fb\u061C')).toBe('ab');
  });

  it('removes lone surrogates but keeps real pairs (emoji)', () => {
    expect(cleanText('a\uD800b\uDC00c')).toBe('abc');
    expect(cleanText('foto 📷')).toBe('foto 📷');
  });

  it('keeps the joiners scripts and emoji need', () => {
    expect(cleanText('👩‍💻')).toBe('👩‍💻');
  });
});

describe('hasLetter', () => {
  it('needs a letter of any script', () => {
    expect(hasLetter('Ana')).toBe(true);
    expect(hasLetter('李')).toBe(true);
    expect(hasLetter('\u200B\u200B\u200B')).toBe(false);
    expect(hasLetter('12345 !!')).toBe(false);
  });
});
