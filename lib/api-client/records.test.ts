import { describe, expect, it } from 'vitest';

import { documented, person, source } from '@/tests/unit/person-record';

import { readRecord, readRecords, recordId } from './records';

describe('reading records', () => {
  it('takes a documented record as it is, logging nothing', () => {
    const { lines, ...src } = source();
    expect(readRecord(src, person, documented)).toEqual({ ...documented, groups: [1] });
    expect(lines).toEqual([]);
  });

  it('reads the plausible variants of each field, and logs what arrived', () => {
    const { lines, log, ...src } = source();
    const drifted = {
      id: '1',
      name: 42,
      age: '',
      nickname: '  ',
      active: '0',
      tags: 'a, b,,c',
      kind: 'dancer',
      pets: [{ id: '3' }, { size: 4 }],
      groups: '1, 2,x',
      extra: { ignored: true },
    };
    expect(readRecord({ ...src, log }, person, drifted)).toEqual({
      id: 1,
      name: '42',
      age: null,
      nickname: null,
      active: false,
      tags: ['a', 'b', 'c'],
      kind: 'dancer',
      pets: [{ id: 3, size: null }],
      groups: [1, 2],
    });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(/^integration person 1 adjusted: /);
    expect(line).toContain('id = "1" (expected number, received string)');
    expect(line).toContain('kind = "dancer"');
    expect(line).toContain('pets[].size = missing');
    expect(line).not.toContain('extra');
    expect(log.report().apis.integration).toMatchObject({ adjusted: 1, dropped: 0 });
  });

  it('leaves out a record without its id or name, and what its mapper cannot show', () => {
    const { lines, log, ...src } = source();
    const records = [
      documented,
      { ...documented, id: 'abc' },
      { ...documented, id: 2, name: '' },
      { ...documented, id: 4, name: 'Hidden', age: 'x' },
      { ...documented, id: '5' },
    ];
    expect(readRecords({ ...src, log }, person, records).map((p) => p.id)).toEqual([1, 5]);
    expect(lines.filter((line) => line.includes(' dropped: '))).toHaveLength(3);
    expect(lines.some((line) => line.startsWith('integration person abc dropped'))).toBe(true);
    expect(log.report().apis.integration).toMatchObject({ adjusted: 1, dropped: 3 });
  });

  it('names a record without an id by its slug, its name or a hash of it', () => {
    expect(recordId({ id: 12 })).toBe('12');
    expect(recordId({ slug: 'spring' })).toBe('spring');
    expect(recordId({ name: 'Ana' })).toBe('Ana');
    expect(recordId({ title: 'x' })).toMatch(/^#[0-9a-f]{8}$/);
    expect(recordId({ title: 'x' })).toBe(recordId({ title: 'x' }));
    expect(recordId('<html>')).not.toBe(recordId('<body>'));
  });
});
