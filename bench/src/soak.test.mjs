import { describe, expect, it } from 'vitest';

import { budgets, render } from './soak.mjs';

const MB = 1048576;
const caches = (pagesMb) => ({
  pages: { bytes: pagesMb * MB, files: 100 },
  reads: { bytes: 0, files: 0 },
  pictures: { bytes: 2 * MB, files: 20 },
  lastGood: { bytes: MB, files: 10 },
});

/** A soak's figures, one sample a minute; `memory` gives each sample's RSS and what V8 reports. */
function result(memory) {
  return {
    minutes: memory.length - 1,
    rate: 10,
    reference: '/',
    published: { profiles: 10, pages: 5, posts: 3 },
    totals: { requests: 600, statuses: { 'page 200': 600 }, serverErrors: [], skipped: 0 },
    samples: memory.map((m, minute) => ({
      minute,
      reference: { requestsPerSecond: 1000, p99Ms: 20, non2xx: 0 },
      rssBytes: m.rss * MB,
      heapUsed: 90 * MB,
      heapTotal: 140 * MB,
      gcMs: minute * 1000,
      external: m.external == null ? null : m.external * MB,
      arrayBuffers: m.arrayBuffers == null ? null : m.arrayBuffers * MB,
      caches: caches(100),
    })),
    end: { soaked: 1000, fresh: 1000, share: 1 },
  };
}

describe('the soak report', () => {
  it('shows the memory outside the V8 heap beside the RSS, each minute', () => {
    const lines = render(
      result([
        { rss: 250, external: 12, arrayBuffers: 8 },
        { rss: 280, external: 20, arrayBuffers: 15 },
      ]),
    );
    const header = lines.find((line) => line.startsWith('| minute'));
    expect(header).toContain('| RSS | V8 heap used / total | outside the heap: external');
    const rows = lines.filter((line) => /^\| \d+ \|/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('| 280 MB | 90 MB / 140 MB | 20 MB / 15 MB | 1000 ms |');
    // Every row has as many cells as the header.
    const cells = (line) => line.split('|').length;
    for (const row of rows) expect(cells(row)).toBe(cells(header));
  });

  it('marks a minute whose probe gave nothing as unknown', () => {
    const rows = render(result([{ rss: 250 }, { rss: 260 }])).filter((line) =>
      /^\| \d+ \|/.test(line),
    );
    expect(rows[0]).toContain('| 250 MB | 90 MB / 140 MB | ? | – |');
  });

  it('judges the RSS on its peak over every minute', () => {
    const peak = (rss) =>
      budgets(result(rss.map((r) => ({ rss: r, external: 10, arrayBuffers: 5 })))).find(
        ([budget]) => budget.startsWith('server RSS'),
      );
    expect(peak([250, 301, 280, 290])).toEqual([
      'server RSS ≤ 300 MB throughout',
      false,
      'peak 301 MB',
    ]);
    expect(peak([250, 300, 280, 290])[1]).toBe(true);
  });
});
