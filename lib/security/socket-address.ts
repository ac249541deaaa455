import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

import { SOCKET_ADDRESS_HEADER } from './client-address';

type RequestStart = { request: IncomingMessage; socket: Socket };

const HOOKED = Symbol.for('agency.socket-address');

/**
 * Writes each request's socket address into SOCKET_ADDRESS_HEADER before Next sees the request,
 * overwriting whatever a client sent under that name. Node announces every request on this
 * channel before the server's own listener runs; route handlers only see headers, never the socket.
 */
export function recordSocketAddresses(): void {
  const state = globalThis as { [HOOKED]?: boolean };
  if (state[HOOKED]) return;
  state[HOOKED] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}
