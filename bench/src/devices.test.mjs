import { describe, expect, it } from 'vitest';

import { median, slowdownFor, withinClass } from './devices.mjs';

describe('device-class calibration', () => {
  it('slows a host down to the class, whatever its speed', () => {
    expect(slowdownFor('low', 2640)).toBe(10);
    expect(slowdownFor('low', 1000)).toBe(3.8);
    expect(slowdownFor('mid', 3800)).toBe(3.8);
    expect(slowdownFor('x4', 1000)).toBe(4);
  });

  it('never speeds a host slower than the class up', () => {
    expect(slowdownFor('mid', 700)).toBe(1);
  });

  it('takes medians of odd and even counts, ignoring missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2, null])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('a run within its class', () => {
  it('accepts runs close to the class index and refuses the others', () => {
    expect(withinClass('low', 2640, 10)).toBe(true);
    expect(withinClass('low', 1500, 10)).toBe(false);
    expect(withinClass('x4', 500, 4)).toBe(true);
  });
});
