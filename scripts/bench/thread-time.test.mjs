import { describe, expect, it } from 'vitest';

import { topLevelTimes } from './thread-time.mjs';

describe('main-thread wall and CPU time', () => {
  it('sums the wall and thread times of top-level tasks, in ms', () => {
    const tasks = [
      { dur: 40_000, tdur: 12_000 },
      { dur: 5_000, tdur: 5_000 },
      { dur: 1_500, tdur: 0 },
    ];
    expect(topLevelTimes(tasks)).toEqual({ wallMs: 46.5, cpuMs: 17 });
  });

  it('gives no CPU time when a task that took time has no thread time', () => {
    expect(topLevelTimes([{ dur: 2_000, tdur: 1_000 }, { dur: 3_000 }])).toEqual({
      wallMs: 5,
      cpuMs: null,
    });
  });

  it('is zero for no tasks', () => {
    expect(topLevelTimes([])).toEqual({ wallMs: 0, cpuMs: 0 });
  });
});
