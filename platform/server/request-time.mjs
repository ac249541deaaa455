// @ts-check
// How long the server waits for a request's body (docs/architecture.md, "Security"). Only the
// application route may take long, and only while its body keeps coming.

/**
 * How long the server (platform/server.mjs) waits for an application to arrive whole before answering 408.
 * Longer than Node's own default: the largest application the site accepts
 * (MAX_APPLICATION_BYTES, photos sent as they are by a browser that does not prepare them), over
 * the slow mobile uplink the bench's uploads section sends over, would be cut off near its end
 * and lost (docs/photos.md; the figures in docs/performance.md, "Figures behind the code's
 * choices"). Headers still have Node's headersTimeout, and the application route still takes at
 * most MAX_CONCURRENT_APPLICATIONS at once.
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
