// @ts-check
// POSTs written by hand on a socket, at a chosen pace, for the tests and the bench section that
// play an attacker or a slow phone (tests/e2e/hostile*.spec.ts, bench/src/hostile.mjs):
// fetch cannot send a body slowly, nor keep one open without sending it.
import { connect } from 'node:net';

import { applicationFields } from '../../tests/fixtures/application.mjs';

/**
 * A multipart application as a browser sends it: the sample's fields with `changes`, and each photo
 * under its field.
 * @param {{ changes?: Record<string, unknown>, photos: Record<string, { name: string,
 *   type?: string, bytes: Uint8Array }> }} options
 * @returns {Promise<{ body: Buffer, contentType: string }>}
 */
export async function applicationBody({ changes = {}, photos }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(applicationFields(changes))) form.append(name, value);
  for (const [field, { name, type = 'image/jpeg', bytes }] of Object.entries(photos))
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/**
 * @typedef {{ status: number, headers: Record<string, string>, text: string,
 *   ms: number } | { status: 0, error: string, ms: number }} RawAnswer
 */

/**
 * Sends `body` to `url` over one socket: `bytes` every `everyMs` (the whole body at once when
 * `bytes` is unset), declaring its whole length. Resolves with the answer, or with the socket's
 * error (status 0), whenever either comes, even before the body is all sent. `stop()` closes the
 * socket.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, body: Buffer, bytes?: number, everyMs?: number,
 *   declaredLength?: number }} options
 * @returns {{ answer: Promise<RawAnswer>, stop(): void, sent(): number }}
 */
export function rawPost(url, { headers = {}, body, bytes, everyMs = 1000, declaredLength }) {
  const target = new URL(url);
  const started = performance.now();
  const socket = connect(Number(target.port), target.hostname);
  socket.setNoDelay(true);
  let sent = 0;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  const head = [
    `POST ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    `Content-Length: ${declaredLength ?? body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const writeSome = () => {
    if (socket.destroyed || sent >= body.length) return clearInterval(timer);
    const next = bytes ? body.subarray(sent, sent + bytes) : body.subarray(sent);
    sent += next.length;
    socket.write(next);
  };
  socket.on('connect', () => {
    socket.write(head);
    writeSome();
    if (bytes) timer = setInterval(writeSome, everyMs);
  });
  /** @type {Buffer[]} */
  const received = [];
  socket.on('data', (chunk) => received.push(chunk));
  const ms = () => Math.round(performance.now() - started);
  /** @type {Promise<RawAnswer>} */
  const answer = new Promise((resolve) => {
    let done = false;
    const finish = (/** @type {RawAnswer} */ result) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      resolve(result);
    };
    socket.on('data', () => {
      const parsed = parseAnswer(Buffer.concat(received));
      if (parsed) finish({ ...parsed, ms: ms() });
    });
    socket.on('error', (error) => finish({ status: 0, error: error.message, ms: ms() }));
    socket.on('close', () => {
      const parsed = parseAnswer(Buffer.concat(received), true);
      finish(parsed ? { ...parsed, ms: ms() } : { status: 0, error: 'closed', ms: ms() });
    });
  });
  return {
    answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
    sent: () => sent,
  };
}

/**
 * The status, headers and body of an HTTP/1.1 answer once it is whole (by its Content-Length or
 * its chunked ending; at the socket's close, whatever came).
 * @param {Buffer} bytes
 * @param {boolean} [closed]
 */
function parseAnswer(bytes, closed = false) {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = bytes.subarray(end + 4);
  const length = Number(headers['content-length']);
  if (headers['transfer-encoding'] === 'chunked') {
    const decoded = dechunk(rest);
    if (!decoded && !closed) return null;
    rest = decoded ?? rest;
  } else if (Number.isFinite(length)) {
    if (rest.length < length && !closed) return null;
    rest = rest.subarray(0, length);
  }
  return { status: Number(statusLine.split(' ')[1]), headers, text: rest.toString('utf8') };
}

/** @param {Buffer} bytes @returns {Buffer | null} the body when its last chunk has come */
function dechunk(bytes) {
  /** @type {Buffer[]} */
  const parts = [];
  let at = 0;
  for (;;) {
    const line = bytes.indexOf('\r\n', at);
    if (line < 0) return null;
    const size = parseInt(bytes.subarray(at, line).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts);
    if (line + 2 + size > bytes.length) return null;
    parts.push(bytes.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}
