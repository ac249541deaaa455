import { describe, expect, it } from 'vitest';

import { prettyLine } from './pretty.mjs';

const TIME = '2026-05-04T12:04:31.022Z';

describe('prettyLine', () => {
  it('puts time, level, area and message first, other fields after, the request last', () => {
    const line = JSON.stringify({
      level: 'warn',
      time: TIME,
      area: 'forms',
      requestId: 'r-1',
      status: 502,
      path: '/api/contact',
      msg: 'not delivered',
    });
    expect(prettyLine(line)).toBe(
      '12:04:31.022 WARN [forms] not delivered status=502 path=/api/contact (request r-1)',
    );
  });

  it("adds an error's message, and the stack of an unexpected one on the lines under it", () => {
    const err = {
      type: 'TypeError',
      message: 'x is undefined',
      stack: 'TypeError: x\n  at f (a.ts:1)',
    };
    expect(prettyLine(JSON.stringify({ level: 'error', time: TIME, msg: 'bug', err }))).toBe(
      '12:04:31.022 ERROR bug err=TypeError: x is undefined\n    at f (a.ts:1)',
    );
    const named = { ...err, type: 'AppError', message: 'backend_unreachable: fetch failed' };
    expect(
      prettyLine(JSON.stringify({ level: 'error', time: TIME, msg: 'down', err: named })),
    ).toBe('12:04:31.022 ERROR down err=AppError: backend_unreachable: fetch failed');
  });

  it('passes through what is not JSON', () => {
    expect(prettyLine('plain text\n')).toBe('plain text');
  });
});
