import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

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

/** CPU time (user + system) a process has used, in milliseconds (Linux /proc). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon, 20 connections for 15 s, with `Accept-Encoding: gzip` as a browser sends it, sampling
 * the server's memory meanwhile. Besides requests per second (which depend on what else the machine
 * is doing), it reports the server's CPU time per request, which depends far less on it.
 */
export async function loadTest(url, serverPid, { connections = 20, duration = 15 } = {}) {
  let peak = treeRss(serverPid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(serverPid));
  }, 250);
  const cpuBefore = cpuMs(serverPid);
  try {
    const result = await autocannon({
      url,
      connections,
      duration,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors + result.timeouts,
      total: result.requests.total,
      cpuMsPerRequest: result.requests.total
        ? (cpuMs(serverPid) - cpuBefore) / result.requests.total
        : null,
      peakRssBytes: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}
