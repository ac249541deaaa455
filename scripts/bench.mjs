#!/usr/bin/env node
// `npm run bench`: builds and starts the production site on a back-end seeded with 1000 talents and
// 60 posts, then measures Lighthouse, first-load JS and HTML sizes, throughput, latency and memory.
// Writes bench/report.json and bench/report.md. Pages and their first pictures are fetched once
// before measuring, so the figures are the cached steady state.
import { mkdirSync, writeFileSync } from 'node:fs';
import { startServers, siteUrl, backendUrl } from './bench/servers.mjs';
import { os } from './bench/machine.mjs';
import { frameworkJsGzip, measureSizes } from './bench/sizes.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { loadTest } from './bench/load.mjs';
import { concurrentProfileCalls } from './bench/faults.mjs';
import { pickPages } from './bench/pages.mjs';
import { renderReport } from './bench/report.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const servers = await startServers();
try {
  const pages = await pickPages(siteUrl);
  for (const page of pages) await warm(page.path);

  const sizes = {};
  for (const page of pages) sizes[page.path] = await measureSizes(siteUrl, page.path);

  const lighthouse = await runLighthouse(pages.map((page) => `${siteUrl}${page.path}`), chromePath);

  const load = {};
  for (const page of pages.filter((p) => p.load)) {
    load[page.path] = await loadTest(`${siteUrl}${page.path}`, servers.sitePid);
    console.log(`[bench] load ${page.path}: ${load[page.path].requestsPerSecond} req/s, p99 ${load[page.path].p99Ms} ms`);
  }

  const faults = await concurrentProfileCalls(siteUrl, backendUrl);
  const machine = { ...os(), frameworkJsGzip: frameworkJsGzip('.next-bench') };
  const report = { date: new Date().toISOString(), machine, pages, sizes, lighthouse, load, faults };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync('bench/report.md', renderReport(report, siteUrl));
  console.log('[bench] wrote bench/report.md and bench/report.json');
} finally {
  servers.stop();
}

/**
 * Steady state, as visitors after the first see it: the page's back-end reads are cached, and so
 * are the optimized versions of its first pictures (next/image encodes each on its first request).
 */
async function warm(path) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  const pictures = [...html.matchAll(/(?:src|srcSet|srcset)="([^"]*\/_next\/image\?[^"]*)"/g)]
    .flatMap((match) => match[1].split(', ').map((candidate) => candidate.split(' ')[0]))
    .map((url) => url.replaceAll('&amp;', '&'));
  for (const url of [...new Set(pictures)].slice(0, 24)) {
    await fetch(new URL(url, siteUrl), { headers: { Accept: 'image/avif,image/webp,*/*' } });
  }
}
