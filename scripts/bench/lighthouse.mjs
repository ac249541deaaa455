import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage',
];

/** Lighthouse 12 mobile (its default: simulated throttling) for each URL, in one Chromium. */
export async function runLighthouse(urls, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const url of urls) {
      const lhr = await audit(url, chrome.port);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id) => lhr.audits[id]?.numericValue ?? null;
      results[url] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: round(value('largest-contentful-paint')),
        tbtMs: round(value('total-blocking-time')),
        cls: value('cumulative-layout-shift'),
        totalByteWeight: value('total-byte-weight'),
        mainThreadMs: round(value('mainthread-work-breakdown')),
        scriptBootupMs: round(value('bootup-time')),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
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

/** One Lighthouse run; a run that failed to load the page (a runtime error, no score) is tried once more. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error' }))?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    console.warn(`[bench] lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no result'}; trying again`);
  }
}

function isScored(lhr, id) {
  return ['accessibility', 'best-practices', 'seo'].some((category) =>
    lhr.categories[category]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}

const round = (value) => (value === null ? null : Math.round(value));
