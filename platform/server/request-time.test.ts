import * as lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';

import { MAX_APPLICATION_BYTES } from '@/lib/schemas/application-fields';

import { REQUEST_TIMEOUT_MS } from './request-time.mjs';

/** The uplink of Lighthouse's mobile preset, which the bench's uploads section sends over. */
const SLOW_UPLINK_KBPS = lantern.Simulation.Constants.throttling.mobileSlow4G.uploadThroughputKbps;

describe('the server request timeout', () => {
  it('outlasts the largest application over a slow mobile uplink, with a fifth to spare', () => {
    const sendingMs = ((MAX_APPLICATION_BYTES * 8) / (SLOW_UPLINK_KBPS * 1000)) * 1000;
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(sendingMs * 1.2);
  });
});
