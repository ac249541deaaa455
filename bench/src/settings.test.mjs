import { describe, expect, it } from 'vitest';

import { benchSettings } from './settings.mjs';

describe('the bench’s settings', () => {
  it('gives seven phone pairs by default, enough for a median', () => {
    expect(benchSettings({}).BENCH_PHONE_PAIRS).toBe(7);
  });

  it('measures every phone page unless told which kinds', () => {
    expect(benchSettings({}).BENCH_PHONE_PAGES).toBe('');
    expect(benchSettings({ BENCH_PHONE_PAGES: 'profile' }).BENCH_PHONE_PAGES).toBe('profile');
  });

  it('names a bad value', () => {
    expect(() => benchSettings({ BENCH_PHONE_PAIRS: '0', SOAK_RATE: 'fast' })).toThrow(
      /BENCH_PHONE_PAIRS: .*; SOAK_RATE: /,
    );
  });
});
