// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { requestIdFrom } from './request-id.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('makes a new id when no proxy is trusted, whatever the client sent', () => {
    const sent = new Headers({ 'X-Request-Id': 'chosen-by-client' });
    const id = requestIdFrom(sent, 0);
    expect(id).toMatch(UUID);
    expect(requestIdFrom(sent, 0)).not.toBe(id);
  });

  it("keeps a trusted proxy's id", () => {
    const sent = new Headers({ 'X-Request-Id': ' 4bf92f3577b34da6a3ce929d0e0e4736 ' });
    expect(requestIdFrom(sent, 1)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('makes a new id for a missing or ill-formed one, even from a trusted proxy', () => {
    expect(requestIdFrom(new Headers(), 1)).toMatch(UUID);
    for (const bad of ['a b', 'x'.repeat(129), 'id"}{"level":"fatal', 'é'])
      expect(requestIdFrom(new Headers({ 'X-Request-Id': bad }), 2), bad).toMatch(UUID);
  });
});
