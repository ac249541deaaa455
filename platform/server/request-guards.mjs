// @ts-check
// What the production server (platform/server.mjs) bounds for every request, before Next sees it
// (docs/architecture.md, "Security"). Node's own request timeout is the application route's long
// one (platform/server/request-time.mjs); every other route gets a short deadline for its body.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * Ends a request whose body has not all come within `deadlineMs` with 408, unless it is on the
 * route allowed the long timeout (`longPath`). A request without a body is whole already.
 * @param {Request} req @param {Response} res
 * @param {{ deadlineMs: number, longPath: string }} options
 */
export function bodyDeadline(req, res, { deadlineMs, longPath }) {
  if (req.complete || !hasBody(req) || pathOf(req.url) === longPath) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.shouldKeepAlive = false;
    res.writeHead(408, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ error: 'request_timeout' }));
  }, deadlineMs);
  res.once('close', () => clearTimeout(timer));
}

/**
 * An answer sent before its request's body has all come (a refusal: too large, rate limited,
 * busy, too slow) closes the connection once sent: Node would otherwise read the rest of the body
 * however slowly it comes, keeping the connection for a client that was already answered.
 * @param {Request} req @param {Response} res
 */
export function closeAfterEarlyAnswer(req, res) {
  if (req.complete) return;
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {unknown[]} */ ...args) => {
      if (!req.complete) res.shouldKeepAlive = false;
      return Reflect.apply(writeHead, res, args);
    }
  );
}

/** @param {Request} req */
function hasBody(req) {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** @param {string | undefined} url */
function pathOf(url = '/') {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
