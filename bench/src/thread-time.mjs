import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The page's main-thread work in one Lighthouse trace, twice: as Lighthouse counts it (the wall
 * time of its top-level tasks) and as CPU time (the thread time of the same tasks), both in ms
 * before any slowdown. On a busy 2-core machine the main thread waits to be scheduled about as
 * long as it runs: wall time counts that waiting as the page's work, thread time does not
 * (docs/performance.md, "Wall time and CPU time").
 *
 * @param {{ traceEvents: Array<Record<string, any>> }} trace Lighthouse's `artifacts.Trace`
 * @returns {{ wallMs: number, cpuMs: number | null }}
 */
export function mainThreadTimes(trace) {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  return topLevelTimes(tasks.filter((task) => !task.parent).map((task) => task.event));
}

/**
 * The CPU time of the inspected page's renderer in one trace, in ms: on its main thread (the thread
 * time of the main thread's top-level tasks, as `mainThreadTimes` counts them) and on every thread
 * of the renderer together (script compilation, raster, workers...), so that work moved off the
 * main thread still shows.
 *
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 * @returns {{ mainCpuMs: number | null, allThreadsCpuMs: number | null }}
 */
export function rendererTimes(trace) {
  const { processEvents } = TraceProcessor.processTrace(trace);
  return {
    mainCpuMs: mainThreadTimes(trace).cpuMs,
    allThreadsCpuMs: topLevelTimes(topLevelTasks(processEvents)).cpuMs,
  };
}

/**
 * The scheduler's tasks (trace category `toplevel`) of every thread that are not inside another
 * one on the same thread.
 *
 * @param {Array<Record<string, any>>} events sorted by start, as TraceProcessor sorts them
 */
export function topLevelTasks(events) {
  const ends = new Map();
  const tasks = [];
  for (const event of events) {
    if (event.ph !== 'X' || !String(event.cat).split(',').includes('toplevel')) continue;
    const thread = `${event.pid}:${event.tid}`;
    if (event.ts < (ends.get(thread) ?? -Infinity)) continue;
    ends.set(thread, event.ts + (event.dur ?? 0));
    tasks.push(event);
  }
  return tasks;
}

/**
 * Sums of top-level trace events' wall (`dur`) and thread (`tdur`) times, in ms. Chromium leaves
 * the thread time out of some events (tasks of a microsecond or two); those count their wall time,
 * which is at least their thread time, so the CPU time is never understated. `cpuMs` is null when
 * no event has a thread time at all (a trace without thread clocks).
 *
 * @param {Array<{ dur?: number, tdur?: number }>} events
 */
export function topLevelTimes(events) {
  let wall = 0;
  let cpu = 0;
  let timed = false;
  for (const event of events) {
    wall += event.dur ?? 0;
    if (typeof event.tdur === 'number') {
      cpu += event.tdur;
      timed = true;
    } else cpu += event.dur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: timed || events.length === 0 ? cpu / 1000 : null };
}
