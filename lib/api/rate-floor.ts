/** A body's arrival judged window by window (platform/server/request-time.mjs). */
export type RateFloor = {
  /** Counts bytes as they arrive. */
  record(bytes: number): void;
  /**
   * False when the window that ended at `now` brought less than the floor; true while it runs.
   * Each call past a window's end starts the next.
   */
  check(): boolean;
};

type Options = { bytesPerSecond: number; windowMs: number; now?: () => number };

/**
 * A minimum rate a body must keep: over every window of `windowMs`, at least `bytesPerSecond`
 * on average. Bursts and pauses within a window even out; a window without enough fails.
 */
export function createRateFloor({ bytesPerSecond, windowMs, now = Date.now }: Options): RateFloor {
  let start = now();
  let bytes = 0;
  return {
    record(count) {
      bytes += count;
    },
    check() {
      const at = now();
      const elapsed = at - start;
      if (elapsed < windowMs) return true;
      const enough = bytes >= (bytesPerSecond * elapsed) / 1000;
      start = at;
      bytes = 0;
      return enough;
    },
  };
}
