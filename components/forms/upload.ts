import { failProgress, finishProgress, startProgress } from '@/components/layout/progress';

/** How a send reports its upload and is cancelled (components/forms/use-send-states.ts). */
export type Transfer = {
  signal: AbortSignal;
  /** Bytes of the request body sent so far, of `total`. */
  onProgress(sent: number, total: number): void;
};

/**
 * POSTs `body` with XMLHttpRequest, the one browser API that reports how much of a request body has
 * been sent, and answers as fetch does: a Response for any answer, a TypeError when the connection
 * failed, an AbortError when the signal aborted it. Shown on the route progress bar like
 * trackedFetch.
 */
export function upload(
  url: string,
  {
    headers,
    body,
    signal,
    onProgress,
  }: Transfer & { headers: Record<string, string>; body: FormData },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => {
      signal.removeEventListener('abort', abort);
      outcome();
    };
    request.addEventListener('load', () =>
      settle(() => {
        if (request.status >= 400) failProgress();
        else finishProgress();
        resolve(
          new Response(NULL_BODY.has(request.status) ? null : request.responseText, {
            status: request.status,
            headers: responseHeaders(request.getAllResponseHeaders()),
          }),
        );
      }),
    );
    request.addEventListener('error', () =>
      settle(() => {
        failProgress();
        reject(new TypeError('The connection failed'));
      }),
    );
    request.addEventListener('abort', () =>
      settle(() => {
        finishProgress();
        reject(new DOMException('Aborted', 'AbortError'));
      }),
    );
    startProgress();
    request.send(body);
  });
}

const NULL_BODY = new Set([204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
