import { createStopState, type StopState } from '@/platform/server/stop-state.mjs';

// Where stopState() keeps the process's state (platform/server/stop-state.mjs): a symbol of the
// global registry, so one test's stop would last into the next unless it is replaced.
const KEY = Symbol.for('agency.stop-state');

/** Starts the server again, not stopping: the state the routes read from now on. */
export function restartServer(): StopState {
  const state = createStopState();
  (globalThis as { [KEY]?: StopState })[KEY] = state;
  return state;
}
