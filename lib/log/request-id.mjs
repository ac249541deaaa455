// @ts-check
// A request's id, as the logs and the answer's X-Request-Id header give it.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's id may look like: a UUID, a trace id or a short token. Anything else (too long,
// spaces, quotes, control characters) would let a client write into the log's lines.
const WELL_FORMED = /^[\w.:@/+=-]{1,128}$/;

/**
 * The id a trusted proxy gave the request (the TRUST_PROXY rule that already decides whether
 * X-Forwarded-For is believed: with no proxy in front, a client could send any id and mix its
 * requests into another's lines), else a new one.
 * @param {{ get(name: string): string | null | undefined }} headers
 * @param {number} trustedProxies TRUST_PROXY
 * @returns {string}
 */
export function requestIdFrom(headers, trustedProxies) {
  if (trustedProxies > 0) {
    const given = headers.get(REQUEST_ID_HEADER)?.trim();
    if (given && WELL_FORMED.test(given)) return given;
  }
  return randomUUID();
}
