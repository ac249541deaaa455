import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The page's main-thread work in one Lighthouse trace, twice: as Lighthouse counts it (the wall
 * time of its top-level tasks) and as CPU time (the thread time of the same tasks), both in ms
 * before any slowdown. On this 2-core machine a page's load keeps both cores busy (V8's background
 * compilation, raster, the browser process, the server), and the main thread waits to be scheduled
 * for as long as it runs or longer: wall time then counts that waiting as the page's work, thread
 * time does not (docs/performance.md, "Wall time and CPU time"). A phone has more cores than this.
 *
 * @param {{ traceEvents: Array<Record<string, any>> }} trace Lighthouse's `artifacts.Trace`
 * @returns {{ wallMs: number, cpuMs: number | null }} cpuMs is null when the trace has no
 *   thread times
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
 * Sums of top-level trace events' wall (`dur`) and thread (`tdur`) times, in ms.
 *
 * @param {Array<{ dur?: number, tdur?: number }>} events
 */
export function topLevelTimes(events) {
  let wall = 0;
  let cpu = 0;
  let timed = true;
  for (const event of events) {
    wall += event.dur ?? 0;
    if (typeof event.tdur === 'number') cpu += event.tdur;
    else if (event.dur) timed = false;
  }
  return { wallMs: wall / 1000, cpuMs: timed ? cpu / 1000 : null };
}
