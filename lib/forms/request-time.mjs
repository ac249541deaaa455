// @ts-check
// How long the server waits for a request's body (docs/architecture.md, "Security"). Only the
// application route may take long, and only while its body keeps coming.

/**
 * How long the server (server.mjs) waits for an application to arrive whole before answering 408.
 * Node's own default is five minutes; the largest application the site accepts (40 MB,
 * MAX_APPLICATION_BYTES, photos sent as they are by a browser that does not prepare them) takes
 * about eight over the uplink of Lighthouse's mobile preset (675 kbit/s), which the bench's
 * uploads section sends over, so a slow phone's application would be cut off near its end and
 * lost (docs/photos.md). Headers still have Node's 60 s (headersTimeout), and the application
 * route still takes at most MAX_CONCURRENT_APPLICATIONS at once.
 */
export const REQUEST_TIMEOUT_MS = 12 * 60_000;

/**
 * An application keeps its place only while its body keeps coming: at least this many bytes a
 * second over each window of UPLOAD_WINDOW_MS, a tenth of that slow uplink. A body that stalls for
 * a window, or trickles in a byte every few seconds, is ended with 408 and its place freed.
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 8 * 1024;
export const UPLOAD_WINDOW_MS = 20_000;

/** A JSON body (a form, a revalidation) must arrive whole within this long: 64 KB at most. */
export const JSON_BODY_DEADLINE_MS = 10_000;

/**
 * Any other body, on any route but the application's (a page posted to, a route that never reads
 * its body): the server ends the request with 408 if it has not all come within this long.
 */
export const BODY_DEADLINE_MS = 30_000;

/** The one route allowed REQUEST_TIMEOUT_MS (app/api/applications/route.ts). */
export const APPLICATION_PATH = '/api/applications';
