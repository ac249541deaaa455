import { describe, expect, it } from 'vitest';

import { topLevelTasks, topLevelTimes } from './thread-time.mjs';

describe('main-thread wall and CPU time', () => {
  it('sums the wall and thread times of top-level tasks, in ms', () => {
    const tasks = [
      { dur: 40_000, tdur: 12_000 },
      { dur: 5_000, tdur: 5_000 },
      { dur: 1_500, tdur: 0 },
    ];
    expect(topLevelTimes(tasks)).toEqual({ wallMs: 46.5, cpuMs: 17 });
  });

  it('counts the wall time of a task without a thread time, never understating the CPU', () => {
    expect(topLevelTimes([{ dur: 2_000, tdur: 1_000 }, { dur: 3 }])).toEqual({
      wallMs: 2.003,
      cpuMs: 1.003,
    });
  });

  it('gives no CPU time for a trace without thread clocks', () => {
    expect(topLevelTimes([{ dur: 2_000 }, { dur: 3_000 }])).toEqual({ wallMs: 5, cpuMs: null });
  });

  it('is zero for no tasks', () => {
    expect(topLevelTimes([])).toEqual({ wallMs: 0, cpuMs: 0 });
  });
});

describe('the renderer’s top-level tasks', () => {
  const task = (tid, ts, dur, cat = 'disabled-by-default-devtools.timeline,toplevel') => ({
    ph: 'X',
    pid: 1,
    tid,
    ts,
    dur,
    tdur: dur / 2,
    cat,
  });

  it('keeps each thread’s scheduler tasks that are not inside another on the same thread', () => {
    const outer = task(1, 0, 100);
    const inner = task(1, 10, 20);
    const next = task(1, 100, 50);
    const other = task(2, 10, 20);
    expect(topLevelTasks([outer, inner, other, next])).toEqual([outer, other, next]);
  });

  it('leaves out events of other categories and phases', () => {
    const paint = task(1, 0, 10, 'devtools.timeline');
    const instant = { ...task(1, 20, 0), ph: 'I' };
    expect(topLevelTasks([paint, instant])).toEqual([]);
  });
});
