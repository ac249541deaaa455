// @ts-check
// The development form of a log line: what a person reads in a terminal, one line per event, with
// the stack of an unexpected error under it. Written here, not with pino-pretty, so development
// writes from the same thread as production, and the site carries no formatter it would not run.

const FIELDS_SHOWN_FIRST = new Set(['level', 'time', 'area', 'msg', 'requestId', 'err']);

/**
 * One JSON line as pino wrote it, made readable:
 * `12:04:31.022 ERROR [api] POST /api/contact 502 (request 0c6e…) err=backend_unavailable: …`.
 * @param {string} json
 * @returns {string}
 */
export function prettyLine(json) {
  /** @type {Record<string, unknown>} */
  let entry;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.trimEnd();
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const parts = [time, String(entry.level ?? '').toUpperCase()];
  if (entry.area) parts.push(`[${entry.area}]`);
  if (entry.msg !== undefined) parts.push(String(entry.msg));
  for (const [key, value] of Object.entries(entry)) {
    if (!FIELDS_SHOWN_FIRST.has(key)) parts.push(`${key}=${show(value)}`);
  }
  if (entry.requestId) parts.push(`(request ${entry.requestId})`);
  const line = parts.filter(Boolean).join(' ');
  const err = /** @type {{ type?: string, message?: string, stack?: string } | undefined} */ (
    entry.err
  );
  if (!err) return line;
  const withError = `${line} err=${err.type ?? 'Error'}: ${err.message ?? ''}`;
  // An AppError is a failure the site expected and named; its stack says nothing more.
  return err.stack && err.type !== 'AppError' ? `${withError}\n${indent(err.stack)}` : withError;
}

/** @param {unknown} value */
const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/** @param {string} stack the first line repeats the message already shown */
const indent = (stack) =>
  stack
    .split('\n')
    .slice(1)
    .map((line) => `    ${line.trim()}`)
    .join('\n');

/**
 * A destination that writes each line pino gives it in the readable form.
 * @param {{ write(text: string): unknown }} out
 */
export function prettyDestination(out) {
  return { write: (/** @type {string} */ json) => out.write(`${prettyLine(json)}\n`) };
}
