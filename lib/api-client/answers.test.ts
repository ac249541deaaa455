import { describe, expect, it } from 'vitest';

import { documented, person, source } from '@/tests/unit/person-record';

import { listReader, recordReader, requireRecord } from './answers';

describe('reading answers', () => {
  it('reads the records of a list, and a PHP list sent as an object', () => {
    const { lines, log } = source();
    const read = listReader('integration', '/api/people', person);
    expect(read({ data: [documented] })).toHaveLength(1);
    expect(read({ data: { 0: documented, 1: { ...documented, id: 2 } } })).toHaveLength(2);
    expect(lines).toEqual([]);
    expect(log.report().apis.integration.invalidAnswers).toBe(0);
  });

  it('counts an answer without its list or record as an outage of the read', () => {
    const list = listReader('panel', '/api/people', person);
    for (const json of [{ data: 'oops' }, { message: 'Server Error.' }, '<html>', null]) {
      expect(() => list(json)).toThrow(expect.objectContaining({ code: 'backend_bad_response' }));
    }
    const one = recordReader('panel', '/api/person', person);
    expect(() => one({ data: [] })).toThrow(
      expect.objectContaining({ code: 'backend_bad_response', status: 503 }),
    );
    expect(() => one({ data: { ...documented, name: null } })).toThrow(
      expect.objectContaining({ code: 'backend_bad_response' }),
    );
  });

  it('counts and logs a record an answer is about when it cannot be shown', () => {
    const { lines, log, ...src } = source();
    expect(() => requireRecord({ ...src, log, path: '/api/person' }, person, { id: 9 })).toThrow(
      expect.objectContaining({ code: 'backend_bad_response' }),
    );
    expect(log.report().apis.integration).toMatchObject({ dropped: 1, invalidAnswers: 1 });
    expect(lines[0]).toContain('person 9 dropped: name = missing');
  });
});
