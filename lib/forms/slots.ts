/** A fixed number of places for work that must not pile up; past them the caller answers 503. */
export type Slots = {
  /** A release function when a place was free, null when all are taken. */
  tryAcquire(): (() => void) | null;
};

export function createSlots(max: number): Slots {
  let used = 0;
  return {
    tryAcquire() {
      if (used >= max) return null;
      used += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        used -= 1;
      };
    },
  };
}
