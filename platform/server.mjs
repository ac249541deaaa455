// @ts-check
// The production server (`npm start` runs it through scripts/start.mjs): Next's own request
// handler, the same one `next start` runs, with compression done differently. The build's scripts
// and stylesheets (/_next/static/, immutable) are sent from the brotli and gzip copies written when
// the site was built (platform/compression/precompressed.mjs), and a cached page from a copy compressed the
// first time its bytes were sent (platform/compression/compressed-pages.mjs), where `next start` would
// compress every file and page again for every visitor, and never with brotli.
// docs/architecture.md, "Rendering for speed".
import { createServer } from 'node:http';

import { settingsOrExit } from '../lib/env/settings.mjs';
import { withRequestId } from '../lib/log/context.mjs';
import { log } from '../lib/log/log.mjs';
import { requestIdFrom } from '../lib/log/request-id.mjs';
import { responseCompressor } from './compression/compressed-pages.mjs';
import { staticAssetServer } from './compression/precompressed.mjs';
import { drainable } from './server/drain.mjs';
import { withoutRepeatedHeaders } from './server/headers.mjs';
import { bodyDeadline, closeAfterEarlyAnswer } from './server/request-guards.mjs';
import { APPLICATION_PATH, BODY_DEADLINE_MS, REQUEST_TIMEOUT_MS } from './server/request-time.mjs';
import { stopState } from './server/stop-state.mjs';

// As `next start` does, before Next is loaded: it picks its production React runtime by this.
process.env.NODE_ENV ||= 'production';
// A bad setting stops the server before anything loads, naming each.
const settings = settingsOrExit();
const { default: next } = await import('next');
const { PHASE_PRODUCTION_SERVER } = await import('next/constants.js');
const { default: loadConfig } = await import('../next.config.mjs');

const port = settings.PORT;
const hostname = settings.HOSTNAME;

const config = await loadConfig(PHASE_PRODUCTION_SERVER);
const everyResponse = (await config.headers?.())?.find((rule) => rule.source === '/:path*');
const serveStaticAsset = staticAssetServer({
  distDir: settings.NEXT_DIST_DIR,
  headers: Object.fromEntries((everyResponse?.headers ?? []).map((h) => [h.key, h.value])),
});

// Next's own compression is left unused: platform/server.mjs compresses what Next answers, a cached page once
// per content (platform/compression/compressed-pages.mjs).
const compressResponse = responseCompressor();

const app = next({ dev: false, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const serverLog = log('server');

const server = createServer((req, res) => {
  if (serveStaticAsset(req, res)) return;
  closeAfterEarlyAnswer(req, res);
  bodyDeadline(req, res, { deadlineMs: BODY_DEADLINE_MS, longPath: APPLICATION_PATH });
  withoutRepeatedHeaders(res);
  compressResponse(req, res);
  // The request's id (lib/log/request-id.mjs) for every line logged while it is handled; the API
  // routes send it back (lib/api/pipeline.ts).
  const headers = { get: (/** @type {string} */ name) => req.headers[name]?.toString() };
  withRequestId(requestIdFrom(headers, settings.TRUST_PROXY), () =>
    handle(req, res).catch((error) => {
      serverLog.error(
        { err: error, method: req.method, url: req.url },
        'could not handle a request',
      );
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
});
// Connections and bodies are bounded (docs/architecture.md, "Security"): headers within Node's own
// 60 s; a body within BODY_DEADLINE_MS (request-guards.mjs), except an application's, which may
// take REQUEST_TIMEOUT_MS (large photos on a slow uplink) while it keeps its rate
// (lib/api/pipeline.ts); at most MAX_CONNECTIONS open at once.
server.headersTimeout = 60_000;
server.requestTimeout = REQUEST_TIMEOUT_MS;
server.maxConnections = settings.MAX_CONNECTIONS;
let droppedLogged = 0;
server.on('drop', () => {
  if (Date.now() - droppedLogged < 60_000) return;
  droppedLogged = Date.now();
  serverLog.warn(`${settings.MAX_CONNECTIONS} connections open: dropping new ones`);
});

server.on('error', (error) => {
  serverLog.fatal({ err: error }, `could not start: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  serverLog.info(`ready on http://${hostname ?? 'localhost'}:${port}`);
});

// A stop (a deploy, a container's stop, Ctrl-C) drains: no new connection, the requests in flight
// finish within SHUTDOWN_TIMEOUT_MS, those still running then answer a retryable 503 and release
// their idempotency claims (platform/server/drain.mjs). A second signal ends the process at once, unless
// it comes within a second of the first: Ctrl-C reaches this process both from the terminal and
// through scripts/start.mjs.
const drain = drainable(server, { graceMs: settings.SHUTDOWN_TIMEOUT_MS, state: stopState() });
let signalledAt = 0;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (signalledAt && Date.now() - signalledAt < 1000) return;
    if (signalledAt) process.exit(signal === 'SIGINT' ? 130 : 143);
    signalledAt = Date.now();
    serverLog.info(
      `${signal}: taking no new connections; ${drain.inFlight()} request(s) in flight get up to ${settings.SHUTDOWN_TIMEOUT_MS / 1000} s`,
    );
    drain.stop().then(({ finished, gaveUp }) => {
      if (!finished)
        serverLog.warn(`${gaveUp} request(s) still running after the grace were answered 503`);
      process.exit(0);
    });
  });
}
