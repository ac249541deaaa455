// @ts-check
// Servers a killed run left listening: a run stops its servers when it ends, but one killed outright
// cannot, and the next run's servers would then fail to listen while the old ones answered for them.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The processes listening on TCP `port` (IPv4 or IPv6), from /proc: the sockets in LISTEN state on
 * that port, then the processes holding them. Empty where /proc cannot tell.
 * @param {number} port
 * @returns {number[]}
 */
export function listeners(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === '0A' && parseInt(local?.split(':')[1] ?? '', 16) === port) inodes.add(inode);
    }
  }
  if (inodes.size === 0) return [];
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (socket && inodes.has(socket[1])) {
          pids.push(Number(entry));
          break;
        }
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/** @param {number} pid */
function processGroup(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/**
 * Stops what a killed run left listening on `ports`: each listener whose environment (which a
 * renamed process title leaves as it started) holds `marker`, with its process group, since a run
 * starts each server in a group of its own. A listener without the marker is not ours: the run then
 * fails as it starts, naming the port.
 * @param {number[]} ports
 * @param {string} marker an environment entry only the run's own servers have, e.g. `NEXT_DIST_DIR=.next-bench`
 * @param {string} who what the run is, for its log
 */
export async function stopLeftovers(ports, marker, who) {
  for (const port of ports) {
    let stopped = false;
    for (const pid of listeners(port)) {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker)) continue;
        const group = processGroup(pid);
        // A server started in the run's own group (not detached) is stopped alone.
        process.kill(group > 1 && group !== processGroup(process.pid) ? -group : pid, 'SIGTERM');
        stopped = true;
      } catch {
        continue;
      }
      console.log(`[${who}] stopped the server a killed run left on port ${port} (pid ${pid})`);
    }
    const deadline = Date.now() + (stopped ? 10_000 : 0);
    while (Date.now() < deadline && listeners(port).length > 0)
      await new Promise((resolve) => setTimeout(resolve, 250));
    if (listeners(port).length > 0)
      throw new Error(`port ${port} is taken by another program: the ${who} needs it`);
  }
}
