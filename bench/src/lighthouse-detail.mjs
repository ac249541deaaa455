#!/usr/bin/env node
// Lighthouse 12 mobile for one or more URLs, printing what delays the largest paint and what keeps
// the main thread busy: `node bench/src/lighthouse-detail.mjs <url>...` against a running site.
import { eachLighthouseRun } from './lighthouse.mjs';

await eachLighthouseRun(process.argv.slice(2), async (url, { lhr }) => {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  console.log(
    `\n# ${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, LCP ${Math.round(audit('largest-contentful-paint').numericValue)} ms, TBT ${Math.round(audit('total-blocking-time').numericValue)} ms, FCP ${Math.round(audit('first-contentful-paint').numericValue)} ms`,
  );
  for (const table of items('largest-contentful-paint-element')) {
    for (const row of table.items ?? []) {
      if (row.node) console.log('  lcp element:', row.node.snippet);
      if (row.phase) console.log(`  lcp phase: ${row.phase} ${Math.round(row.timing)} ms`);
    }
  }
  for (const id of [
    'lcp-lazy-loaded',
    'prioritize-lcp-image',
    'render-blocking-resources',
    'unused-javascript',
    'uses-responsive-images',
  ]) {
    const a = audit(id);
    if (a && a.score !== null && a.score < 1)
      console.log(
        `  ${id}: ${a.displayValue ?? ''}`,
        items(id)
          .slice(0, 5)
          .map((i) => `${i.url ?? i.node?.snippet ?? ''} ${i.wastedMs ?? i.wastedBytes ?? ''}`)
          .join(' | '),
      );
  }
  console.log(
    '  bootup:',
    items('bootup-time')
      .slice(0, 6)
      .map(
        (i) => `${i.url.replace(/^.*\/_next\/static\/chunks\//, '')} ${Math.round(i.scripting)}ms`,
      )
      .join(' | '),
  );
  console.log(
    '  main thread:',
    items('mainthread-work-breakdown')
      .map((i) => `${i.group} ${Math.round(i.duration)}ms`)
      .join(' | '),
  );
  const requests = items('network-requests')
    .slice(0, 14)
    .map(
      (r) =>
        `${Math.round(r.networkRequestTime ?? r.startTime)}-${Math.round(r.networkEndTime ?? r.endTime)} ${r.priority} ${(r.url.split('/').pop() ?? '').slice(0, 50)} ${Math.round((r.transferSize ?? 0) / 1024)}KB`,
    );
  console.log('  network:\n   ', requests.join('\n    '));
});
