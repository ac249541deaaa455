import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { probe } from './probe';

describe('probe', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** What a probe asks: the test gives its answer, and sees whether it was told to stop. */
  function asking() {
    let give: (reachable: boolean) => void = () => undefined;
    const stop = vi.fn<() => void>();
    const start = (answer: (reachable: boolean) => void) => {
      give = answer;
      return stop;
    };
    return { start, stop, answer: (reachable: boolean) => give(reachable) };
  }

  it('reports the first answer only', () => {
    const { answer, stop, start } = asking();
    const report = vi.fn();
    probe(start, 1000, report);
    answer(true);
    answer(false);
    vi.advanceTimersByTime(1000);
    expect(report.mock.calls).toEqual([[true]]);
    expect(stop).not.toHaveBeenCalled();
  });

  it('reports false and stops asking when no answer comes in time', () => {
    const { answer, stop, start } = asking();
    const report = vi.fn();
    probe(start, 1000, report);
    vi.advanceTimersByTime(999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[false]]);
    expect(stop).toHaveBeenCalledOnce();
    answer(true);
    expect(report).toHaveBeenCalledOnce();
  });

  it('reports nothing once cancelled, and stops asking', () => {
    const { answer, stop, start } = asking();
    const report = vi.fn();
    const cancel = probe(start, 1000, report);
    cancel();
    expect(stop).toHaveBeenCalledOnce();
    answer(true);
    vi.advanceTimersByTime(1000);
    expect(report).not.toHaveBeenCalled();
  });
});
