// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { AppError } from '@/lib/errors';

import { withRequestId } from './context.mjs';
import { createLogger, log } from './log.mjs';

/** A logger writing into an array, one parsed JSON object per line. */
function captured(options: Parameters<typeof createLogger>[0] = {}) {
  const lines: string[] = [];
  const logger = createLogger({ ...options, destination: { write: (text) => lines.push(text) } });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

describe('createLogger', () => {
  it('writes one JSON line with time, level, area and msg, and nothing about the host', () => {
    const { logger, lines, entries } = captured();
    logger.child({ area: 'forms' }).warn({ path: '/api/contact' }, 'contact not delivered');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{.*\}\n$/);
    const [entry] = entries();
    expect(entry).toEqual({
      level: 'warn',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      area: 'forms',
      path: '/api/contact',
      msg: 'contact not delivered',
    });
  });

  it('adds the id of the request being handled, through what the request awaits', async () => {
    const { logger, entries } = captured();
    const api = logger.child({ area: 'api' });
    await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      api.error('inside');
    });
    api.error('outside');
    expect(entries().map((entry) => [entry.msg, entry.requestId])).toEqual([
      ['inside', 'req-1'],
      ['outside', undefined],
    ]);
  });

  it('serializes an error with its causes', () => {
    const { logger, entries } = captured();
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:4010');
    const error = new AppError('backend_unreachable', {
      cause: new TypeError('fetch failed', { cause: refused }),
    });
    logger.error({ err: error }, 'contact not delivered');
    const err = entries()[0]?.err as Record<string, unknown>;
    expect(err).toEqual({
      type: 'AppError',
      code: 'backend_unreachable',
      status: 503,
      message: 'backend_unreachable: fetch failed: connect ECONNREFUSED 127.0.0.1:4010',
    });
  });

  it("keeps a bug's stack, causes included, and types an error by its name", () => {
    const { logger, entries } = captured();
    // As the bundler writes a class: its name minified away, the error's own name kept.
    const Minified = class extends Error {};
    Object.defineProperty(Minified, 'name', { value: '' });
    const bug = new Minified('x is undefined', { cause: new RangeError('too far') });
    bug.name = 'RenderError';
    logger.error({ err: bug }, 'failed');
    const err = entries()[0]?.err as Record<string, unknown>;
    expect(err.type).toBe('RenderError');
    expect(err.message).toBe('x is undefined: too far');
    expect(err.stack).toContain('caused by: RangeError: too far');
  });

  it('keeps only lines at or above its level', () => {
    const { logger, entries } = captured({ level: 'warn' });
    logger.info('routine');
    logger.warn('worth a look');
    logger.error('failed');
    expect(entries().map((entry) => entry.level)).toEqual(['warn', 'error']);
    const silent = captured({ level: 'silent' });
    silent.logger.fatal('nothing');
    expect(silent.lines).toEqual([]);
  });

  it('writes the readable form when asked', () => {
    const { logger, lines } = captured({ pretty: true });
    withRequestId('req-2', () => logger.child({ area: 'redis' }).info({ where: 'h:1' }, 'back'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d\.\d{3} INFO \[redis\] back where=h:1 \(request req-2\)\n$/,
      ),
    ]);
  });
});

describe('log', () => {
  it('gives one logger per area, shared by every caller', () => {
    expect(log('forms')).toBe(log('forms'));
    expect(log('forms')).not.toBe(log('cache'));
    expect(log('cache').bindings()).toEqual({ area: 'cache' });
  });
});
