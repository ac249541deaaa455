/**
 * A fixed number of places for work that must not pile up, each client holding at most a few of
 * them; past either, the caller answers 503.
 */
export type Slots = {
  /** A release function when a place was free for `client`, null when not. */
  tryAcquire(client: string): (() => void) | null;
};

/** `max` places in all, at most `perClient` of them held by one client at once. */
export function createSlots(max: number, perClient = max): Slots {
  let used = 0;
  const held = new Map<string, number>();
  return {
    tryAcquire(client) {
      const mine = held.get(client) ?? 0;
      if (used >= max || mine >= perClient) return null;
      used += 1;
      held.set(client, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        used -= 1;
        const left = (held.get(client) ?? 1) - 1;
        if (left > 0) held.set(client, left);
        else held.delete(client);
      };
    },
  };
}
