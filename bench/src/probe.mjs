// Preloaded into the bench's site server (`--import`, through NODE_OPTIONS, servers.mjs): every
// two seconds it writes the process's heap, its time spent in garbage collection and its RSS to
// `<BENCH_PROBE_DIR>/<pid>.json`, which sections read (the soak, once a minute). Any other process
// given the same NODE_OPTIONS (the launcher) is left alone.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.BENCH_PROBE_DIR;
if (dir && /server\.mjs$/.test(process.argv[1] ?? '')) {
  const file = join(dir, `${process.pid}.json`);
  let gcMs = 0;
  let gcCount = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcCount += 1;
    }
  }).observe({ entryTypes: ['gc'] });
  const write = () => {
    const memory = process.memoryUsage();
    const stats = {
      at: Date.now(),
      pid: process.pid,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      gcMs,
      gcCount,
    };
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(stats));
      renameSync(`${file}.tmp`, file);
    } catch {
      // the soak's folder is gone: it has ended
    }
  };
  setInterval(write, 2000).unref();
  write();
}
