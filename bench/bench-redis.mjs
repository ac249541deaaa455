#!/usr/bin/env node
// Measures what several instances cost and save (README, "Running several instances"):
// 1. back-end calls made by two instances warming the same 20 pages, without and with Redis;
// 2. requests per second of a cached page, straight to one instance and through nginx
//    (deploy/nginx.conf) to one and to two instances, with and without Redis, with the CPU time
//    every process involved spent per request.
// Needs redis-server and nginx (Debian packages). Ports: clusterPorts (E2E_SLOT shifts them).
// Prints JSON; nothing is written. Usage: node bench/bench-redis.mjs [seconds per load test]
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

import { fixedPagePaths } from '../lib/i18n/pathnames.mjs';
import {
  buildOnce,
  clusterPorts,
  e2eBuild,
  instanceBuild,
  startBackend,
  startSite,
} from '../scripts/lib/cluster.mjs';
import { startRedis } from '../scripts/lib/redis-server.mjs';
import { waitForUrl } from '../scripts/lib/wait.mjs';

const seconds = Number(process.argv[2] ?? 10);
const ports = clusterPorts();
const build = e2eBuild();
// The English fixed pages, and two Spanish ones.
const PAGES = [...fixedPagePaths('en'), '/', '/contacto'];
const CACHED_PAGE = '/en/about-us';

await buildOnce(build);
const results = {
  machine: {
    cores: (await import('node:os')).cpus().length,
    loadAverageBefore: (await import('node:os')).loadavg().map((load) => +load.toFixed(2)),
  },
  warming: {},
  throughput: {},
};

// 1. Warming, on fresh instances: each page asked of A, then of B; then (fresh again) of both at
//    once.
for (const shared of [false, true]) {
  const warming = {};
  for (const order of ['inTurn', 'atOnce']) {
    const cluster = await startAll({ shared, count: 2 });
    try {
      await post(`${cluster.backend.url}/__control/stats/reset`);
      for (const path of PAGES) {
        if (order === 'inTurn') for (const site of cluster.sites) await get(`${site.url}${path}`);
        else await Promise.all(cluster.sites.map((site) => get(`${site.url}${path}`)));
      }
      warming[order] = await calls(cluster.backend.url);
    } finally {
      await stopAll(cluster);
    }
  }
  results.warming[shared ? 'withRedis' : 'withoutRedis'] = {
    pages: PAGES.length,
    backendCalls: warming,
  };
}

// 2. Throughput of a cached page.
const runs = [
  { name: 'one instance, direct, without Redis', shared: false, count: 1, proxy: false },
  { name: 'one instance, direct, with Redis', shared: true, count: 1, proxy: false },
  { name: 'nginx, one instance, without Redis', shared: false, count: 1, proxy: true },
  { name: 'nginx, one instance, with Redis', shared: true, count: 1, proxy: true },
  { name: 'nginx, two instances, with Redis', shared: true, count: 2, proxy: true },
];
// Rounds of every run in turn, so a burst of other work on the machine spreads over all of them;
// each figure is the median of its rounds (requests per second vary with that work, CPU time per
// request much less).
const ROUNDS = 3;
const samples = Object.fromEntries(runs.map((run) => [run.name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const run of runs) samples[run.name].push(await measure(run));
}
for (const run of runs) {
  const rounds = samples[run.name];
  results.throughput[run.name] = {
    requestsPerSecond: median(rounds.map((sample) => sample.requestsPerSecond)),
    cpuMsPerRequest: median(rounds.map((sample) => sample.cpuMsPerRequest)),
    p99Ms: median(rounds.map((sample) => sample.p99Ms)),
    failed: rounds.reduce((sum, sample) => sum + sample.failed, 0),
    rounds: rounds.map(
      (sample) => `${sample.requestsPerSecond} req/s, ${sample.cpuMsPerRequest} ms CPU`,
    ),
  };
}
results.machine.loadAverageAfter = (await import('node:os'))
  .loadavg()
  .map((load) => +load.toFixed(2));
console.log(JSON.stringify(results, null, 2));

async function measure(run) {
  const cluster = await startAll(run);
  const nginx = run.proxy ? await startNginx(cluster.sites) : null;
  try {
    const url = `${nginx ? nginx.url : cluster.sites[0].url}${CACHED_PAGE}`;
    for (let i = 0; i < 3; i += 1) await get(url);
    const pids = [...cluster.sites.map((site) => site.pid), nginx?.pid, cluster.redis?.pid].filter(
      Boolean,
    );
    const before = pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);
    const result = await autocannon({
      url,
      connections: 20,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const after = pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
      cpuMsPerRequest: +((after - before) / result.requests.total).toFixed(2),
    };
  } finally {
    await nginx?.stop();
    await stopAll(cluster);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function startAll({ shared, count }) {
  const redis = shared ? await startRedis({ port: ports.redis }) : null;
  const backend = await startBackend({
    port: ports.backend,
    dataDir: `data/bench-redis-${ports.backend}`,
  });
  const env = redis ? { REDIS_URL: redis.url } : {};
  const sites = await Promise.all(
    ports.sites
      .slice(0, count)
      .map((port, index) =>
        startSite({ port, backendUrl: backend.url, build: instanceBuild(build, index), env }),
      ),
  );
  return { backend, sites, redis };
}

async function stopAll({ backend, sites, redis }) {
  await Promise.all(sites.map((site) => site.stop()));
  await backend.stop();
  await redis?.close();
}

/** nginx with deploy/nginx.conf, its upstream pointed at these instances, on the proxy port. */
async function startNginx(sites) {
  const dir = mkdtempSync(join(tmpdir(), 'agency-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, '')
    .replace(
      'keepalive 32;',
      `${sites.map((s) => `server 127.0.0.1:${s.port};`).join('\n    ')}\n    keepalive 32;`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${ports.proxy};`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${resolve(dir, 'site.conf')};\n}\n`,
  );
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${ports.proxy}`;
  await waitForUrl(`${url}/api/health`, 10_000);
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function get(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

async function post(url) {
  await (await fetch(url, { method: 'POST' })).arrayBuffer();
}

async function calls(backendUrl) {
  const stats = await (await fetch(`${backendUrl}/__control/stats`)).json();
  return Object.values(stats).reduce((sum, count) => sum + count, 0);
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** CPU time (user + system, ms) of a process and its descendants, from /proc. */
function treeCpuMs(pid) {
  const stat = readProc(pid, 'stat');
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let total = (Number(fields[11]) + Number(fields[12])) * 10;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = readProc(entry, 'stat');
    if (child && Number(child.slice(child.lastIndexOf(')') + 2).split(' ')[1]) === pid)
      total += treeCpuMs(Number(entry));
  }
  return total;
}
