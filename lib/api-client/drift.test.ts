import { describe, expect, it } from 'vitest';

import { createDriftLog, type DriftEvent } from './drift';

const event = (id: string, fields: string[], outcome: DriftEvent['outcome'] = 'adjusted') => ({
  api: 'integration' as const,
  resource: 'talent',
  id,
  outcome,
  issues: fields.map((field) => ({ field, received: '"x"', expected: 'expected number' })),
});

function logWith(options: { maxKeys?: number; recentSize?: number } = {}) {
  const lines: string[] = [];
  const log = createDriftLog({ ...options, warn: (line) => lines.push(line) });
  return { log, lines };
}

describe('drift log', () => {
  it('logs each drift once per record and field, with the id, the field and what arrived', () => {
    const { log, lines } = logWith();
    log.record(event('7', ['gender', 'measures.height']));
    log.record(event('7', ['gender', 'measures.height']));
    log.record(event('7', ['gender', 'cover']));
    log.record(event('8', ['gender']));
    expect(lines).toEqual([
      'integration talent 7 adjusted: gender = "x" (expected number); measures.height = "x" (expected number)',
      'integration talent 7 adjusted: cover = "x" (expected number)',
      'integration talent 8 adjusted: gender = "x" (expected number)',
    ]);
  });

  it('counts each record once per outcome and API, and each field once per record', () => {
    const { log } = logWith();
    log.record(event('7', ['gender']));
    log.record(event('7', ['gender']));
    log.record(event('8', ['gender', 'city']));
    log.record(event('9', ['name'], 'dropped'));
    log.record({ ...event('1', ['title']), api: 'panel', resource: 'post' });
    const { apis } = log.report();
    expect(apis.integration).toMatchObject({ adjusted: 2, dropped: 1, invalidAnswers: 0 });
    expect(apis.integration.fields).toEqual({
      'talent.gender': 2,
      'talent.city': 1,
      'talent.name': 1,
    });
    expect(apis.panel).toMatchObject({ adjusted: 1, dropped: 0, fields: { 'post.title': 1 } });
  });

  it('keeps a bounded set of what it logged: a key forgotten long ago is logged again', () => {
    const { log, lines } = logWith({ maxKeys: 4 });
    log.record(event('1', ['a']));
    for (let id = 2; id <= 5; id += 1) log.record(event(String(id), ['a']));
    expect(lines).toHaveLength(5);
    log.record(event('5', ['a']));
    expect(lines).toHaveLength(5);
    log.record(event('1', ['a']));
    expect(lines).toHaveLength(6);
  });

  it('reports the latest drifts first, at most as many as it keeps', () => {
    const { log } = logWith({ recentSize: 2 });
    for (const id of ['1', '2', '3']) log.record(event(id, ['gender']));
    const { recent } = log.report();
    expect(recent.map((entry) => entry.id)).toEqual(['3', '2']);
    expect(recent[0]).toMatchObject({ api: 'integration', resource: 'talent', field: 'gender' });
  });

  it('counts and logs every answer that could not be read', () => {
    const { log, lines } = logWith();
    log.invalidAnswer('panel', '/api/slides/home: content type text/html');
    log.invalidAnswer('panel', '/api/slides/home: content type text/html');
    expect(log.report().apis.panel.invalidAnswers).toBe(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('/api/slides/home');
  });

  it('hands out a copy: a report cannot change the counts', () => {
    const { log } = logWith();
    log.record(event('1', ['a']));
    log.report().apis.integration.adjusted = 99;
    expect(log.report().apis.integration.adjusted).toBe(1);
  });
});
