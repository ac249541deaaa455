/**
 * Reports whether a third party answers, once: `start` begins asking, calls `answer` with what it
 * learned and returns how to stop asking. Without an answer within `timeoutMs` the report is false
 * and the asking stops; nothing is reported after the returned cancel.
 */
export function probe(
  start: (answer: (reachable: boolean) => void) => () => void,
  timeoutMs: number,
  report: (reachable: boolean) => void,
): () => void {
  let done = false;
  let stop = () => {};
  const timer = setTimeout(() => {
    finish(false);
    stop();
  }, timeoutMs);
  const finish = (reachable: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    report(reachable);
  };
  stop = start(finish);
  return () => {
    done = true;
    clearTimeout(timer);
    stop();
  };
}

/**
 * Asks a third party for `url` without reading the answer (an opaque response): reports true when
 * it answers at all, false when it cannot be reached or does not answer within `timeoutMs`. The
 * Content-Security-Policy must let the site connect to its origin.
 */
export function probeByFetch(
  url: string,
  timeoutMs: number,
  report: (reachable: boolean) => void,
): () => void {
  return probe(
    (answer) => {
      const controller = new AbortController();
      fetch(url, {
        method: 'HEAD',
        mode: 'no-cors',
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'strict-origin-when-cross-origin',
        signal: controller.signal,
      }).then(
        () => answer(true),
        () => answer(false),
      );
      return () => controller.abort();
    },
    timeoutMs,
    report,
  );
}
