// @ts-check
// A graceful stop of the production server (platform/server.mjs; docs/architecture.md, "Stopping"): on
// SIGTERM it takes no new connection, lets the requests in flight finish within a grace, then
// tells those still running to give up (platform/server/stop-state.mjs: they release what they hold and
// answer a retryable 503), and answers 503 itself to any that still has not answered.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./stop-state.mjs').StopState} StopState */

// After the grace, how long the routes have to answer their own 503 before the server does.
const GIVE_UP_MS = 5000;
const POLL_MS = 50;

/**
 * Tracks the server's requests in flight and stops it gracefully when asked.
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, state: StopState, giveUpMs?: number }} options
 */
export function drainable(server, { graceMs, state, giveUpMs = GIVE_UP_MS }) {
  /** @type {Set<Response>} */
  const inFlight = new Set();
  server.on('request', (/** @type {Request} */ _req, /** @type {Response} */ res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    // Asked on a kept-alive connection while stopping: answered, then the connection closes.
    if (state.stopping) res.shouldKeepAlive = false;
  });

  /** Resolves true once nothing is in flight, false after `ms`. @param {number} ms */
  async function settled(ms) {
    const until = Date.now() + ms;
    while (inFlight.size > 0 && Date.now() < until) {
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    server.closeIdleConnections();
    return inFlight.size === 0;
  }

  return {
    /** Requests being answered now. */
    inFlight: () => inFlight.size,
    /**
     * Stops the server; resolves once every request in flight has ended, with how many had to
     * be given up (answered 503) when the grace ended.
     * @returns {Promise<{ finished: boolean, gaveUp: number }>}
     */
    async stop() {
      state.begin();
      server.close();
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      if (await settled(graceMs)) return { finished: true, gaveUp: 0 };
      const gaveUp = inFlight.size;
      state.expire();
      if (!(await settled(giveUpMs))) for (const res of inFlight) answerUnavailable(res);
      return { finished: false, gaveUp };
    },
  };
}

/** A retryable 503 to a request that has not been answered; one being answered is cut. */
function answerUnavailable(/** @type {Response} */ res) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.shouldKeepAlive = false;
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Retry-After': '10',
  });
  res.end(JSON.stringify({ error: 'shutting_down' }));
}
