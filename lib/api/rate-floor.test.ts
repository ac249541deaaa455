import * as lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';

import { MIN_UPLOAD_BYTES_PER_SECOND, UPLOAD_WINDOW_MS } from '@/platform/server/request-time.mjs';

import { createRateFloor } from './rate-floor';

/** The uplink of Lighthouse's mobile preset, which the bench's uploads section sends over. */
const SLOW_UPLINK = lantern.Simulation.Constants.throttling.mobileSlow4G;
const SLOW_UPLINK_BYTES_PER_SECOND = (SLOW_UPLINK.uploadThroughputKbps * 1000) / 8;

/**
 * A body sent at `bytesPerSecond` in pieces every `everyMs`, judged at the end of every window as
 * the server does, for `ms`.
 */
function send({
  bytesPerSecond,
  everyMs,
  ms,
}: {
  bytesPerSecond: number;
  everyMs: number;
  ms: number;
}) {
  let clock = 0;
  const floor = createRateFloor({
    bytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND,
    windowMs: UPLOAD_WINDOW_MS,
    now: () => clock,
  });
  for (clock = 100; clock <= ms; clock += 100) {
    if (clock % everyMs === 0) floor.record((bytesPerSecond * everyMs) / 1000);
    if (clock % UPLOAD_WINDOW_MS === 0 && !floor.check()) return `ended at ${clock / 1000} s`;
  }
  return 'kept';
}

describe('the upload rate floor', () => {
  it('keeps an upload over the slow mobile uplink, even at a third of its rate', () => {
    expect(send({ bytesPerSecond: SLOW_UPLINK_BYTES_PER_SECOND, everyMs: 100, ms: 600_000 })).toBe(
      'kept',
    );
    expect(
      send({ bytesPerSecond: SLOW_UPLINK_BYTES_PER_SECOND / 3, everyMs: 1000, ms: 600_000 }),
    ).toBe('kept');
  });

  it('ends a body that trickles in a byte every few seconds at its first window', () => {
    expect(send({ bytesPerSecond: 1 / 3, everyMs: 3000, ms: 600_000 })).toBe(
      `ended at ${UPLOAD_WINDOW_MS / 1000} s`,
    );
  });

  it('ends a body that stalls for a whole window, however fast it came before', () => {
    let clock = 0;
    const floor = createRateFloor({ bytesPerSecond: 1000, windowMs: 10_000, now: () => clock });
    floor.record(10_000_000);
    clock = 10_000;
    expect(floor.check()).toBe(true);
    clock = 20_000;
    expect(floor.check()).toBe(false);
  });

  it('evens out bursts and pauses within a window', () => {
    let clock = 0;
    const floor = createRateFloor({ bytesPerSecond: 1000, windowMs: 10_000, now: () => clock });
    clock = 9_000;
    floor.record(10_000);
    expect(floor.check()).toBe(true);
    clock = 10_000;
    expect(floor.check()).toBe(true);
  });
});
