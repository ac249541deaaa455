import { runAppliedThrottling } from '../lighthouse.mjs';

/**
 * The ceiling and one page of each type loaded by Chromium over the link and CPU the simulation
 * only models: observed paints, not predicted ones. Informative.
 */
export const applied = {
  name: 'applied',
  title: 'Lighthouse with applied throttling: paints a throttled Chromium really made',
  async run({ pages, siteUrl, ceilingUrl, chromePath }) {
    const urls = [ceilingUrl, ...pages.filter((p) => p.phone).map((p) => `${siteUrl}${p.path}`)];
    return { ceilingUrl, byUrl: await runAppliedThrottling(urls, chromePath) };
  },
  render({ result, pages, siteUrl }) {
    const row = (kind, path, r) =>
      `| ${kind} | ${path} | ${r.performance} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.ttiMs} ms |`;
    const ceiling = result.byUrl[result.ceilingUrl];
    return [
      'Chromium loads each page for real over the link the simulation only models (562.5 ms per request, 1.47 Mbit/s, CPU ×4), once each. Informative: it shows when a throttled browser really painted, where the simulation predicts it.',
      '',
      '| page | path | perf | FCP | LCP | TBT | TTI |',
      '|---|---|---|---|---|---|---|',
      ...(ceiling ? [row('**bare page**', '(bench/ceiling)', ceiling)] : []),
      ...pages
        .filter((page) => result.byUrl[`${siteUrl}${page.path}`])
        .map((page) => row(page.kind, `\`${page.path}\``, result.byUrl[`${siteUrl}${page.path}`])),
      '',
    ];
  },
};
