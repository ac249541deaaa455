#!/usr/bin/env node
// `npm run bench`: builds and starts the production site on a back-end seeded with 1000 talents and
// 60 posts, and beside it the ceiling pages (scripts/bench/ceiling.mjs); then measures Lighthouse
// (simulated and applied throttling), first-load JS and HTML sizes, throughput as a share of the
// ceiling's, latency, CPU and memory.
// Writes bench/report.json and bench/report.md. Pages and their first pictures are fetched once
// before measuring, so the figures are the cached steady state.
import { mkdirSync, writeFileSync } from 'node:fs';

import { ceilingUrl, startCeilings } from './bench/ceiling.mjs';
import { backendCalls, concurrentProfileCalls, resetBackendCalls } from './bench/faults.mjs';
import { filterTiming } from './bench/filter-timing.mjs';
import { runAppliedThrottling, runLighthouse } from './bench/lighthouse.mjs';
import { loadTest } from './bench/load.mjs';
import { os } from './bench/machine.mjs';
import { pickPages } from './bench/pages.mjs';
import { renderReport } from './bench/report.mjs';
import { backendUrl, siteUrl, startServers } from './bench/servers.mjs';
import { frameworkJsGzip, measureSizes } from './bench/sizes.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const servers = await startServers();
const ceilings = await startCeilings();
try {
  const pages = await pickPages(siteUrl);
  for (const page of pages) await warm(page.path);

  const sizes = {};
  for (const page of pages) sizes[page.path] = await measureSizes(siteUrl, page.path);

  const lighthouse = await runLighthouse(
    [ceilingUrl('bare'), ...pages.map((page) => `${siteUrl}${page.path}`)],
    chromePath,
  );
  // The ceiling and one page of each kind loaded for real over the throttled link, once each: what
  // the simulated LCP above stands for.
  const applied = await runAppliedThrottling(
    [ceilingUrl('bare'), ...pages.filter((p) => p.load).map((page) => `${siteUrl}${page.path}`)],
    chromePath,
  );

  // The ceilings first, then every page, one after another: all in the same run.
  const load = {};
  for (const name of ['bare', 'proxied']) {
    load[`ceiling:${name}`] = await loadTest(ceilingUrl(name), ceilings.pids[name]);
    log(`ceiling (${name})`, load[`ceiling:${name}`]);
  }
  await resetBackendCalls(backendUrl);
  for (const page of pages.filter((p) => p.load)) {
    load[page.path] = await loadTest(`${siteUrl}${page.path}`, servers.sitePid);
    log(page.path, load[page.path]);
  }
  const backendCallsUnderLoad = await backendCalls(backendUrl);

  const faults = await concurrentProfileCalls(siteUrl, backendUrl);
  const filters = await filterTiming(siteUrl, chromePath);
  console.log(
    `[bench] filters on ${filters.path} (${filters.cards} cards): next frame ${filters.x1.frameMs.median} ms at x1, ${filters.x4.frameMs.median} ms at x4 (median)`,
  );
  const machine = { ...os(), frameworkJsGzip: frameworkJsGzip('.next-bench') };
  const report = {
    date: new Date().toISOString(),
    machine,
    pages,
    sizes,
    lighthouse,
    applied,
    load,
    backendCallsUnderLoad,
    faults,
    filters,
    ceilingUrl: ceilingUrl('bare'),
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync('bench/report.md', renderReport(report, siteUrl));
  console.log('[bench] wrote bench/report.md and bench/report.json');
} finally {
  ceilings.stop();
  servers.stop();
}

function log(name, result) {
  console.log(
    `[bench] load ${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, ${result.cpuMsPerRequest?.toFixed(2)} ms CPU/request`,
  );
}

/**
 * Steady state, as visitors after the first see it: the page is in the cache, and so are the
 * optimized versions of its first pictures (next/image encodes each on its first request).
 */
async function warm(path) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  await fetch(`${siteUrl}${path}`);
  // Both addresses of the optimizer: next/image's own and the media host's short form
  // (lib/images/url.ts), which most pictures use.
  const pictures = [
    ...html.matchAll(/(?:src|srcSet|srcset)="([^"]*(?:\/_next\/image\?|\/img\/\d+\/)[^"]*)"/g),
  ]
    .flatMap((match) => match[1].split(', ').map((candidate) => candidate.split(' ')[0]))
    .map((url) => url.replaceAll('&amp;', '&'));
  for (const url of [...new Set(pictures)].slice(0, 24)) {
    await fetch(new URL(url, siteUrl), { headers: { Accept: 'image/avif,image/webp,*/*' } });
  }
}
