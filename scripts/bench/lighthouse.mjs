import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage',
];

/** Lighthouse 12 mobile (its default: simulated throttling) for each URL, in one Chromium. */
export async function runLighthouse(urls, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const url of urls) {
      const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      results[url] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: round(audit('largest-contentful-paint')),
        tbtMs: round(audit('total-blocking-time')),
        cls: audit('cumulative-layout-shift'),
        totalByteWeight: audit('total-byte-weight'),
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && isScored(lhr, a.id))
          .map((a) => a.id),
      };
      console.log(`[bench] lighthouse ${url}: perf ${results[url].performance}, a11y ${results[url].accessibility}, bp ${results[url].bestPractices}, seo ${results[url].seo}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function isScored(lhr, id) {
  return ['accessibility', 'best-practices', 'seo'].some((category) =>
    lhr.categories[category]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}

const round = (value) => (value === null ? null : Math.round(value));
