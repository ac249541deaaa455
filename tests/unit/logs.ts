import { vi } from 'vitest';

import { log } from '@/lib/log/log.mjs';

export type LogLine = { level: string; msg: string; fields: Record<string, unknown> };

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/**
 * What an area's logger (lib/log/log.mjs) is given while a test runs, as pino's callers give it:
 * a message, or fields then a message. Nothing is written; vi.restoreAllMocks ends it.
 */
export function logsOf(area: string): LogLine[] {
  const logger = log(area);
  const lines: LogLine[] = [];
  for (const level of LEVELS) {
    const record = (first: unknown, second?: unknown) => {
      const fields = typeof first === 'object' && first !== null ? { ...first } : {};
      const msg = typeof first === 'string' ? first : String(second ?? '');
      lines.push({ level, msg, fields });
    };
    vi.spyOn(logger, level).mockImplementation(record as never);
  }
  return lines;
}
