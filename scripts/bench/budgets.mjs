// Budgets of issue 6; each is reported as met or missed.
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  tbtMs: 150,
  listFirstLoadJsGzip: 150 * 1024,
  bigListHtmlGzip: 200 * 1024,
  non2xx: 0,
  rssBytes: 300 * 1024 * 1024,
};
