// @ts-check
// The request a log line belongs to, carried through everything the request awaits. One store for
// the process: platform/server.mjs and the route handlers' bundles each load their own copy of this module,
// and a line written by either must find the request the other began.
import { AsyncLocalStorage } from 'node:async_hooks';

/** @typedef {{ requestId: string }} RequestContext */

const STORE = Symbol.for('agency-site.log.request');
const holder = /** @type {{ [STORE]?: AsyncLocalStorage<RequestContext> }} */ (globalThis);
const storage = (holder[STORE] ??= new AsyncLocalStorage());

/**
 * Runs `work` as the request `requestId`: every line logged meanwhile, in anything it awaits,
 * carries that id.
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 * @returns {T}
 */
export function withRequestId(requestId, work) {
  return storage.run({ requestId }, work);
}

/** The id of the request being handled, if any (a page render or a timer has none). */
export function currentRequestId() {
  return storage.getStore()?.requestId;
}
