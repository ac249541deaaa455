// @ts-check
// Whether the server is stopping, shared by the server (platform/server.mjs, which receives SIGTERM) and
// the API routes Next bundled (lib/api/pipeline.ts): the two load their own copies of this
// module, so the state lives on the process, under a symbol of the global registry.

import { setMaxListeners } from 'node:events';

const KEY = Symbol.for('agency.stop-state');

/**
 * @typedef {{
 *   stopping: boolean,
 *   deadline: AbortSignal,
 *   begin(): void,
 *   expire(): void,
 * }} StopState
 */

/**
 * This process's stop: `stopping` once SIGTERM came (no new connections are taken), `deadline`
 * aborted once the grace is over (requests still running give up: they release what they hold
 * and answer a retryable 503).
 * @returns {StopState}
 */
export function stopState() {
  const state = /** @type {{ [KEY]?: StopState }} */ (globalThis);
  return (state[KEY] ??= createStopState());
}

/** @returns {StopState} */
export function createStopState() {
  const grace = new AbortController();
  // Every request with a body, and every send, listens to it while it runs.
  setMaxListeners(0, grace.signal);
  return {
    stopping: false,
    deadline: grace.signal,
    begin() {
      this.stopping = true;
    },
    expire() {
      this.stopping = true;
      grace.abort();
    },
  };
}
