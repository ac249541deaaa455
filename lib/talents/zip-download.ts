import { AppError } from '@/lib/errors';

// Fetching the composite zip the panel built (app/api/talents/[id]/composite/route.ts): only from
// the media host, within a time for its headers, then streamed to the visitor for as long as it
// keeps coming.

/** How long the media host has to answer a zip's request with its headers. */
export const ZIP_HEADERS_TIMEOUT_MS = 30_000;
/** Once streaming, how long the zip may stop coming before the download is cut. */
export const ZIP_STALL_MS = 30_000;

/**
 * The zip's address as fetch would read it (`..` and `%2e%2e` segments resolved, backslashes as
 * slashes), if it is on the media host under its path, without credentials; null otherwise. The
 * panel's answer decides what this server fetches, so the address is checked as it will be used.
 */
export function mediaHostAddress(url: string, mediaBase: string): URL | null {
  if (!URL.canParse(url)) return null;
  const address = new URL(url);
  const base = new URL(mediaBase);
  const under = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const onHost =
    address.origin === base.origin &&
    !address.username &&
    !address.password &&
    address.pathname.startsWith(under);
  return onHost ? address : null;
}

type Options = { headersTimeoutMs?: number; stallMs?: number; signal?: AbortSignal };

/**
 * The zip's body and length. Its headers must come within `headersTimeoutMs`; a redirect is
 * refused (it could lead anywhere); then the body is passed on as it comes, and cut when it stops
 * coming for `stallMs` or when the visitor leaves (`signal`). A large zip to a slow phone is never
 * cut for the time it takes.
 */
export async function fetchZip(
  address: URL,
  { headersTimeoutMs = ZIP_HEADERS_TIMEOUT_MS, stallMs = ZIP_STALL_MS, signal }: Options = {},
): Promise<{ body: ReadableStream<Uint8Array>; length: string | null }> {
  const abort = new AbortController();
  const leave = () => abort.abort(signal?.reason);
  signal?.addEventListener('abort', leave, { once: true });
  const headersTimer = setTimeout(
    () => abort.abort(new Error('zip headers timed out')),
    headersTimeoutMs,
  );
  let zip: Response;
  try {
    zip = await fetch(address, { cache: 'no-store', redirect: 'error', signal: abort.signal });
  } catch (cause) {
    signal?.removeEventListener('abort', leave);
    throw new AppError('backend_unreachable', 'zip download failed', { cause });
  } finally {
    clearTimeout(headersTimer);
  }
  if (!zip.ok || !zip.body) {
    signal?.removeEventListener('abort', leave);
    await zip.body?.cancel().catch(() => undefined);
    throw new AppError('backend_error', `zip download: HTTP ${zip.status}`);
  }
  let stall: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(stall);
    stall = setTimeout(() => abort.abort(new Error('zip download stalled')), stallMs);
  };
  const done = () => {
    clearTimeout(stall);
    signal?.removeEventListener('abort', leave);
  };
  watch();
  const body = zip.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        watch();
        controller.enqueue(chunk);
      },
      flush: done,
    }),
  );
  abort.signal.addEventListener('abort', done, { once: true });
  return { body, length: zip.headers.get('content-length') };
}
