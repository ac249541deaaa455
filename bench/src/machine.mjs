import { availableParallelism, cpus, totalmem } from 'node:os';

/** What the figures were measured on: Lighthouse's timings scale with the CPU. */
export function os() {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}
