import { describe, expect, it } from 'vitest';

import { cleanNote } from './note';

describe('cleanNote', () => {
  it('cuts a long note without leaving half a character', () => {
    expect(cleanNote(`${'a'.repeat(199)}😀`)).toBe('a'.repeat(199));
    expect(cleanNote('\u0000ok\u200F')).toBe('ok');
  });
});
