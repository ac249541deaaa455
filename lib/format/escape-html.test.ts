import { describe, expect, it } from 'vitest';

import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could close a text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
    expect(escapeHtml('Ojos marrón 5/8')).toBe('Ojos marrón 5/8');
  });
});
