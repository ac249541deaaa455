#!/usr/bin/env node
// What Lighthouse's mobile simulation puts on each page's largest-paint path, and when: the requests
// and main-thread tasks of its optimistic LCP graph with their simulated times, beside the observed
// first and largest paint. A request that finished before the observed largest paint is counted as
// needed for it, and so is every script whose evaluation began before it: this is how to see which
// of the two made a page's LCP far from the ceiling page's.
// `node bench/src/lcp-path.mjs <url>...` against a running site.
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

import { eachLighthouseRun } from './lighthouse.mjs';

await eachLighthouseRun(process.argv.slice(2), async (url, { lhr, artifacts }) => {
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const devtoolsLog = artifacts.DevtoolsLog;
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      simulator,
      URL: artifacts.URL,
    },
    context,
  );
  const observed = lhr.audits.metrics.details.items[0];
  console.log(
    `\n# ${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, LCP ${Math.round(lcp.timing)} ms simulated; observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
  );
  const kb = { total: 0 };
  const rows = [...lcp.optimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].endTime - b[1].endTime,
  );
  for (const [node, timing] of rows) {
    let label;
    if (node.type === 'network') {
      const { priority, resourceType, transferSize, url: address } = node.request;
      kb[resourceType] = (kb[resourceType] ?? 0) + transferSize / 1024;
      kb.total += transferSize / 1024;
      label = `${resourceType} ${priority} ${(transferSize / 1024).toFixed(1)} KB ${address.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`;
    } else {
      const scripts = [...node.getEvaluateScriptURLs()].map((u) => u.split('/').pop());
      label = `task ${(node.duration / 1000).toFixed(1)} ms${scripts.length ? ` evaluating ${scripts.join(', ')}` : ''}`;
    }
    console.log(
      `${timing.startTime.toFixed(0).padStart(6)} ${timing.endTime.toFixed(0).padStart(6)}  ${label}`,
    );
  }
  console.log(
    '  on the path:',
    Object.entries(kb)
      .map(([type, size]) => `${type} ${size.toFixed(0)} KB`)
      .join(', '),
  );
});
