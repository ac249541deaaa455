import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
export function treeRss(pid) {
  let total = 0;
  for (const child of [pid, ...descendants(pid)]) {
    try {
      const status = readFileSync(`/proc/${child}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function descendants(pid) {
  const all = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) all.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // gone
    }
  }
  return all;
}

/** autocannon, 20 connections for 15 s, sampling the site's memory meanwhile. */
export async function loadTest(url, sitePid, { connections = 20, duration = 15 } = {}) {
  let peak = treeRss(sitePid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(sitePid));
  }, 250);
  try {
    const result = await autocannon({ url, connections, duration });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors + result.timeouts,
      total: result.requests.total,
      peakRssBytes: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}
