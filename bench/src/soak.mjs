// The soak: the production site under mixed traffic at a steady rate for SOAK_MINUTES (10 by
// default), as a host would see it after months. Once a minute the traffic pauses for a short
// load test of a reference page (requests/s, p99), and the server's RSS, V8 heap, the memory
// outside the heap that V8 is told of (Buffers and other array buffers: what is left of the RSS
// past these two is malloc's and the mapped code's), time in garbage collection and the bytes of
// every cache on disk are recorded. At the end the soaked server and a freshly started one (same
// build, same caches on disk) are load-tested in turns on the reference page. `run()` returns the
// figures, `render()` the report's lines and `budgets()` its verdicts (sections/soak.mjs).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { treeRss } from './load.mjs';
import { BENCH } from './servers.mjs';
import { createTraffic } from './soak-traffic.mjs';

export const SOAK_BUDGETS = {
  rssBytes: 300 * 1024 * 1024,
  lastThirdGrowth: 0.05,
  shareOfFresh: 0.9,
  serverErrors: 0,
};

const REFERENCE = '/';
const PROBE_SECONDS = 5;
const MAX_IN_FLIGHT = 32;
const REVALIDATIONS = [
  (t) => ({ tags: [`profile:${t.someProfileId()}`] }),
  () => ({ tags: ['posts'] }),
  (t) => ({ paths: [t.somePage()] }),
  () => ({ tags: ['talents'] }),
  (t) => ({ tags: [`profile:${t.someProfileId()}`] }),
  () => ({ tags: ['slides'] }),
  (t) => ({ paths: [t.somePage()] }),
  () => ({ tags: ['attributes'] }),
  () => ({ tags: ['content'] }),
];

/**
 * @param {{ siteUrl: string, sitePid: number, distDir: string, minutes: number, rate: number,
 *   secret: string, startFresh: () => Promise<{ url: string, pid: number, stop: () => void }>,
 *   probeFile: (pid: number) => string }} options
 */
export async function run({
  siteUrl,
  sitePid,
  distDir,
  minutes,
  rate,
  secret,
  startFresh,
  probeFile,
}) {
  const published = await sitemapPaths(siteUrl);
  const traffic = createTraffic({ siteUrl, published });
  const helpers = {
    someProfileId: () =>
      pickFrom(published.map((p) => /\/(\d+)\/[^/]+$/.exec(p)?.[1]).filter(Boolean)),
    somePage: () => pickFrom(published.filter((p) => !/\/\d+\/[^/]+$/.test(p))),
  };
  await warm(siteUrl, REFERENCE);
  const samples = [await sample(0)];
  const totals = emptyTotals();
  const started = Date.now();
  for (let minute = 1; minute <= minutes; minute++) {
    await drive(siteUrl, traffic, rate, 60_000 - PROBE_SECONDS * 1000 - 2000, totals);
    await revalidate(siteUrl, secret, REVALIDATIONS[(minute - 1) % REVALIDATIONS.length](helpers));
    samples.push(await sample(minute));
    const last = samples.at(-1);
    console.log(
      `[soak] minute ${minute}/${minutes}: ${last.reference.requestsPerSecond} req/s p99 ${last.reference.p99Ms} ms, RSS ${mb(last.rssBytes)}, heap ${mb(last.heapUsed)}, caches ${mb(sumCaches(last.caches))}, ${totals.requests} requests, ${totals.serverErrors.length} 5xx`,
    );
  }
  const end = await compareWithFresh(siteUrl, startFresh, published, rate);
  return {
    minutes,
    rate,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    reference: REFERENCE,
    published: traffic.counts,
    totals: {
      ...totals,
      serverErrors: totals.serverErrors.slice(0, 20),
      serverErrorCount: totals.serverErrors.length,
    },
    samples,
    end,
  };

  async function sample(minute) {
    const reference = await probe(`${siteUrl}${REFERENCE}`);
    const inside = readProbe(probeFile(sitePid));
    return {
      minute,
      reference,
      rssBytes: treeRss(sitePid),
      heapUsed: inside?.heapUsed ?? null,
      heapTotal: inside?.heapTotal ?? null,
      gcMs: inside?.gcMs ?? null,
      external: inside?.external ?? null,
      arrayBuffers: inside?.arrayBuffers ?? null,
      caches: cacheSizes(distDir),
    };
  }
}

/** What drive() counts: requests by kind and status, server errors, requests not sent. */
function emptyTotals() {
  return { requests: 0, byKind: {}, statuses: {}, serverErrors: [], errors: 0, skipped: 0 };
}

/**
 * Requests at `rate` per second for `ms`, never more than MAX_IN_FLIGHT at once (a request due
 * while that many wait is counted as skipped: the server is not keeping up).
 */
async function drive(siteUrl, traffic, rate, ms, totals) {
  const start = Date.now();
  let launched = 0;
  let inFlight = 0;
  const pending = new Set();
  while (Date.now() - start < ms) {
    const due = Math.floor(((Date.now() - start) / 1000) * rate);
    while (launched < due) {
      launched += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        totals.skipped += 1;
        continue;
      }
      inFlight += 1;
      const job = send(siteUrl, traffic, totals).finally(() => {
        inFlight -= 1;
        pending.delete(job);
      });
      pending.add(job);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(pending);
}

async function send(siteUrl, traffic, totals) {
  const { kind, path: target, init } = traffic.next();
  totals.requests += 1;
  totals.byKind[kind] = (totals.byKind[kind] ?? 0) + 1;
  try {
    const response = await fetch(`${siteUrl}${target}`, {
      // A router payload request is sent on to its `_rsc` address, as Next's router does.
      redirect: kind === 'rsc' ? 'follow' : 'manual',
      signal: AbortSignal.timeout(30_000),
      ...init,
      headers: { 'Accept-Encoding': 'br, gzip', ...init?.headers },
    });
    const key = `${kind} ${response.status}`;
    totals.statuses[key] = (totals.statuses[key] ?? 0) + 1;
    if (response.status >= 500) totals.serverErrors.push(`${response.status} ${target}`);
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && response.status === 200)
      traffic.harvest(await response.text());
    else await response.arrayBuffer();
  } catch (error) {
    totals.errors += 1;
    totals.serverErrors.push(`error ${target}: ${error instanceof Error ? error.message : error}`);
  }
}

async function revalidate(siteUrl, secret, body) {
  const response = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) console.warn(`[soak] revalidation ${JSON.stringify(body)}: ${response.status}`);
  await response.arrayBuffer();
}

/** The reference page under a short load test: requests/s and p99. */
async function probe(url, seconds = PROBE_SECONDS) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The soaked server against a fresh one started beside it (same build, same caches on disk), in
 * turns, so that both see the same load from the rest of the machine: first as the fresh server
 * starts, having served only the reference page, then once it has served a minute of the same
 * mix. The second is what the budget compares: a server that has rendered every page type once
 * runs the shared code of Next's router and renderer in more shapes than one that has served a
 * single page, and answers that page more slowly from its first minute on (the soak's own
 * minutes show the step and no slope after it); what is left between the two is what the hours
 * did.
 */
async function compareWithFresh(siteUrl, startFresh, published, rate) {
  const fresh = await startFresh();
  try {
    await warm(fresh.url, REFERENCE);
    const untouched = await inTurns(siteUrl, fresh.url);
    const traffic = createTraffic({ siteUrl: fresh.url, published });
    await drive(fresh.url, traffic, rate, 60_000, emptyTotals());
    await warm(fresh.url, REFERENCE);
    return { ...(await inTurns(siteUrl, fresh.url)), untouched };
  } finally {
    fresh.stop();
  }
}

/** Each server load-tested three times, in turns; medians. */
async function inTurns(soakedUrl, freshUrl) {
  const rounds = [];
  for (let i = 0; i < 3; i++) {
    const soaked = await probe(`${soakedUrl}${REFERENCE}`, 8);
    const restarted = await probe(`${freshUrl}${REFERENCE}`, 8);
    rounds.push({ soaked, fresh: restarted });
  }
  const soaked = median(rounds.map((r) => r.soaked.requestsPerSecond));
  const freshRps = median(rounds.map((r) => r.fresh.requestsPerSecond));
  return { rounds, soaked, fresh: freshRps, share: freshRps ? soaked / freshRps : 0 };
}

/** The page cached and the server's code compiled by V8, before anything is measured. */
async function warm(siteUrl, target) {
  for (let i = 0; i < 3; i++) await (await fetch(`${siteUrl}${target}`)).arrayBuffer();
  await probe(`${siteUrl}${target}`, 3);
}

/** Every published path, from the sitemap. */
async function sitemapPaths(siteUrl) {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (paths.length === 0) throw new Error('the sitemap lists no page');
  return [...new Set(paths)];
}

/** Bytes and files of each cache the server keeps on disk, by folder. */
export function cacheSizes(distDir) {
  const folders = {
    pages: path.join(distDir, 'server', 'route-cache'),
    reads: path.join(distDir, 'cache', 'fetch-cache'),
    pictures: path.join(distDir, 'cache', 'images'),
    lastGood: path.join(distDir, 'cache', 'last-good'),
  };
  return Object.fromEntries(Object.entries(folders).map(([name, dir]) => [name, folderSize(dir)]));
}

function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return { bytes, files };
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    try {
      bytes += statSync(path.join(entry.parentPath, entry.name)).size;
      files += 1;
    } catch {
      // evicted meanwhile
    }
  }
  return { bytes, files };
}

function readProbe(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The budgets, as `[budget, met, detail]` rows: RSS under its bound throughout, RSS and the caches
 * on disk no longer growing in the last third of the run, the reference page as fast as on a
 * fresh server, no server error.
 */
export function budgets(result) {
  const { samples } = result;
  const last = samples.at(-1);
  const third = samples[Math.ceil(((samples.length - 1) * 2) / 3)];
  const growth = (before, after) => (before > 0 ? (after - before) / before : 0);
  const peakRss = Math.max(...samples.map((s) => s.rssBytes));
  const rssGrowth = growth(third.rssBytes, last.rssBytes);
  const cacheGrowth = growth(sumCaches(third.caches), sumCaches(last.caches));
  const errors = result.totals.serverErrorCount;
  return [
    [
      `server RSS ≤ ${mb(SOAK_BUDGETS.rssBytes)} throughout`,
      peakRss <= SOAK_BUDGETS.rssBytes,
      `peak ${mb(peakRss)}`,
    ],
    [
      `RSS grows ≤ 5 % in the last third (minute ${third.minute} on)`,
      rssGrowth <= SOAK_BUDGETS.lastThirdGrowth,
      pct(rssGrowth),
    ],
    [
      'cache bytes on disk grow ≤ 5 % in the last third',
      cacheGrowth <= SOAK_BUDGETS.lastThirdGrowth,
      `${pct(cacheGrowth)}, ${mb(sumCaches(last.caches))} at the end`,
    ],
    [
      `\`${result.reference}\` after the soak ≥ 90 % of a fresh server's req/s (after its first minute of the same mix)`,
      result.end.share >= SOAK_BUDGETS.shareOfFresh,
      `${result.end.soaked} against ${result.end.fresh} req/s: ${pct(result.end.share)}${result.end.untouched ? `; against the fresh server before it served anything else, ${pct(result.end.untouched.share)}` : ''}`,
    ],
    ['no 5xx during the soak', errors === SOAK_BUDGETS.serverErrors, `${errors}`],
  ];
}

/** The report's lines. */
export function render(result) {
  const lines = [
    `${result.minutes} minutes at ${result.rate} requests/s: every profile of every talent in each language (${result.published.profiles} profile pages), their composite cards, ${result.published.pages} other pages and ${result.published.posts} posts from the sitemap, client navigations, random shared selections, wrong name slugs, unknown paths and ids, pictures, later pages of the post lists and contact sends good and bad; a revalidation call each minute. Each minute the traffic pauses for ${PROBE_SECONDS} s of autocannon (10 connections) on \`${result.reference}\`. ${result.totals.requests} requests in all (${result.totals.skipped} not sent because ${MAX_IN_FLIGHT} were waiting: the server did not keep up). At the end the soaked server and a fresh one started on the same build and caches are load-tested in turns (3 × 8 s each, medians): as the fresh one starts, having served only \`${result.reference}\`${result.end.untouched ? ` (${result.end.untouched.soaked} against ${result.end.untouched.fresh} req/s, ${pct(result.end.untouched.share)})` : ''}, and after it has served one minute of the same mix (${result.end.soaked} against ${result.end.fresh} req/s, ${pct(result.end.share)}).`,
    '',
    '| minute | req/s | p99 | RSS | V8 heap used / total | outside the heap: external / of it array buffers | GC in the minute | pages and reads on disk | pictures on disk | last good on disk |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  result.samples.forEach((s, i) => {
    const before = result.samples[i - 1];
    const gc =
      before?.gcMs != null && s.gcMs != null ? `${Math.round(s.gcMs - before.gcMs)} ms` : '–';
    const c = s.caches;
    const pagesAndReads = {
      bytes: c.pages.bytes + c.reads.bytes,
      files: c.pages.files + c.reads.files,
    };
    lines.push(
      `| ${s.minute} | ${s.reference.requestsPerSecond} | ${s.reference.p99Ms} ms | ${mb(s.rssBytes)} | ${s.heapUsed != null ? `${mb(s.heapUsed)} / ${mb(s.heapTotal ?? 0)}` : '?'} | ${s.external != null ? `${mb(s.external)} / ${mb(s.arrayBuffers ?? 0)}` : '?'} | ${gc} | ${disk(pagesAndReads)} | ${disk(c.pictures)} | ${disk(c.lastGood)} |`,
    );
  });
  lines.push(
    '',
    `Answers by kind: ${Object.entries(result.totals.statuses)
      .sort()
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ')}.`,
  );
  if (result.totals.serverErrors.length)
    lines.push(
      '',
      `First server errors: ${result.totals.serverErrors.map((e) => `\`${e}\``).join(', ')}.`,
    );
  lines.push('');
  return lines;
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
const pct = (share) => `${(share * 100).toFixed(1)} %`;
const disk = ({ bytes, files }) => `${(bytes / 1048576).toFixed(1)} MB (${files} files)`;
const sumCaches = (caches) => Object.values(caches).reduce((sum, c) => sum + c.bytes, 0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pickFrom = (list) => list[Math.floor(Math.random() * list.length)];

/** A second site server on the same build and caches, started now. */
export async function startFresh(env) {
  const port = BENCH.sitePort + 50;
  const child = spawn(process.execPath, ['platform/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port) },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  try {
    await waitForUrl(`${url}/api/health`, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}
