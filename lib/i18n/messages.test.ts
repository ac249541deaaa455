import { describe, expect, it } from 'vitest';

import { loadMessages, mergeMessages, pickMessages } from './messages';

describe('messages', () => {
  it('falls back to Spanish for keys a locale lacks', async () => {
    const pt = await loadMessages('pt');
    const nav = pt.Nav as Record<string, string>;
    expect(nav.women).toBe('Mulheres');
    expect(nav.news).toBe('Noticias');
  });

  it('merges nested namespaces without dropping siblings', () => {
    expect(mergeMessages({ A: { x: '1', y: '2' } }, { A: { y: '3' } })).toEqual({
      A: { x: '1', y: '3' },
    });
  });

  it('picks only the namespaces asked for', () => {
    expect(pickMessages({ A: 'a', B: 'b', C: { d: 'd' } }, ['A', 'C', 'Z'])).toEqual({
      A: 'a',
      C: { d: 'd' },
    });
  });
});
