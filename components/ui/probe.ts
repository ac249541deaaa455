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
