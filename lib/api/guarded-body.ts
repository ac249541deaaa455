import { AppError } from '@/lib/errors';

import { createRateFloor } from './rate-floor';

type Guard = {
  /** The body must keep this rate, judged every `windowMs` (an application's). */
  floor?: { bytesPerSecond: number; windowMs: number };
  /** The body must have all come within this long (a JSON body's). */
  deadlineMs?: number;
  /** Aborted when the server's stop grace is over (platform/server/stop-state.mjs). */
  stop: AbortSignal;
};

const TIMED_OUT = () => new AppError('request_timeout', { headers: { 'Retry-After': '5' } });

/**
 * The body as it arrives, failing with 408 (`request_timeout`) once it falls below its floor or
 * outlasts its deadline, and with 503 (`shutting_down`) when the server stops: whoever reads it
 * (a JSON reader, the multipart parser) gets the refusal, and the request's own stream is
 * cancelled, so its client's connection is let go. `release()` ends the watch once the request
 * is answered, read or not.
 */
export function guardBody(
  body: ReadableStream<Uint8Array>,
  guard: Guard,
): { body: ReadableStream<Uint8Array>; release(): void } {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let fail: (error: AppError) => void = () => undefined;
  const stop = () => fail(shuttingDown());
  const done = () => {
    timers.forEach(clearTimeout);
    guard.stop.removeEventListener('abort', stop);
  };
  const floor = guard.floor && createRateFloor(guard.floor);
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      fail = (error) => {
        done();
        controller.error(error);
      };
      if (guard.stop.aborted) return stop();
      guard.stop.addEventListener('abort', stop, { once: true });
      if (guard.deadlineMs !== undefined)
        timers.push(setTimeout(() => fail(TIMED_OUT()), guard.deadlineMs));
      if (floor && guard.floor) {
        const { windowMs } = guard.floor;
        const judge = () => {
          if (!floor.check()) return fail(TIMED_OUT());
          timers.push(setTimeout(judge, windowMs));
        };
        timers.push(setTimeout(judge, windowMs));
      }
    },
    transform(chunk, controller) {
      floor?.record(chunk.byteLength);
      controller.enqueue(chunk);
    },
    flush: done,
  });
  body.pipeTo(transform.writable).catch(() => done());
  return { body: transform.readable, release: done };
}

/** The server is stopping and this request did not end within its grace: try again soon. */
export function shuttingDown(): AppError {
  return new AppError('shutting_down', { headers: { 'Retry-After': '10' } });
}
