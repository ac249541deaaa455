import { describe, expect, it } from 'vitest';

import { httpUrl } from './safe-url';

describe('httpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(httpUrl('https://www.instagram.com/agency/')).toBe('https://www.instagram.com/agency/');
    expect(httpUrl(' http://example.com/a?b=1 ')).toBe('http://example.com/a?b=1');
  });

  it('refuses scripts, data, relative and malformed links', () => {
    for (const value of [
      'javascript:alert(1)',
      '  JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '//evil.example/x',
      '/relative',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(httpUrl(value), String(value)).toBeNull();
    }
  });
});
